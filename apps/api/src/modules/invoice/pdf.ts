import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { AppInstance } from '../../app-instance';
import { apiError } from '../../http/errors';
import { apiRoot } from '../../paths';

/** Chromium's flags for a server without a display, GPU or outbound traffic of its own. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The site's Persian font (apps/web), embedded in every document so the PDF never depends on system fonts. */
const FONT_FILE = join(apiRoot, '../web/src/app/fonts/Vazirmatn-Variable.woff2');

let fontFace: string | undefined;
/** `@font-face` of the site's font as a data URL (read once; empty when the file is missing: system fonts). */
export function embeddedFontFace(): string {
  if (fontFace === undefined) {
    fontFace = existsSync(FONT_FILE)
      ? `@font-face { font-family: Vazirmatn; font-weight: 100 900; src: url(data:font/woff2;base64,${readFileSync(FONT_FILE).toString('base64')}) format('woff2'); }`
      : '';
  }
  return fontFace;
}

export interface PdfRenderer {
  /** An HTML document printed to an A4 PDF; a Persian 503 (pdf_unavailable) when Chromium is missing, fails or is slow. */
  render(html: string): Promise<Buffer>;
  /** Closes the browser (app close). */
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Prints HTML to PDF with one headless Chromium, launched on the first document and reused (a page per document,
 * in a context of its own that can fetch nothing); relaunched when it died. Every step is bounded by `timeoutMs`.
 */
export function createPdfRenderer(opts: { executablePath: string; timeoutMs: number; log: Log }): PdfRenderer {
  let browser: Promise<Browser> | undefined;

  function launch(): Promise<Browser> {
    if (!browser) {
      const starting = import('playwright-core').then(async ({ chromium }) => {
        if (!existsSync(opts.executablePath)) throw new Error(`Chromium not found at ${opts.executablePath}`);
        const b = await chromium.launch({
          executablePath: opts.executablePath,
          args: CHROMIUM_ARGS,
          timeout: opts.timeoutMs,
        });
        b.on('disconnected', () => {
          if (browser === starting) browser = undefined;
        });
        return b;
      });
      browser = starting;
      starting.catch(() => {
        if (browser === starting) browser = undefined;
      });
    }
    return browser;
  }

  async function print(html: string): Promise<Buffer> {
    const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(opts.timeoutMs);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close().catch(() => {});
    }
  }

  return {
    async render(html) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`PDF not ready in ${opts.timeoutMs} ms`)), opts.timeoutMs);
      });
      try {
        return await Promise.race([print(html), timeout]);
      } catch (err) {
        opts.log.warn({ err }, 'PDF failed');
        throw apiError('pdf_unavailable');
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const current = browser;
      browser = undefined;
      const b = await current?.catch(() => undefined);
      await b?.close().catch(() => {});
    },
  };
}

const renderers = new WeakMap<AppInstance, PdfRenderer>();

/** The app's one renderer (one Chromium for invoices and agency statements), closed with the app. */
export function pdfRendererOf(app: AppInstance): PdfRenderer {
  let pdf = renderers.get(app);
  if (!pdf) {
    const made = createPdfRenderer({
      executablePath: app.config.CHROMIUM_PATH,
      timeoutMs: app.config.PDF_TIMEOUT_MS,
      log: app.log,
    });
    renderers.set(app, made);
    app.addHook('onClose', () => made.close());
    pdf = made;
  }
  return pdf;
}
