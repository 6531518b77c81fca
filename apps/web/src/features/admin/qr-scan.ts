import jsQR from 'jsqr';

/** The 8-digit booking reference in a voucher QR (the voucher page's signed URL) or in typed text. */
export function referenceOf(text: string): string | null {
  const latin = text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).trim();
  const fromUrl = /\/cip\/voucher\/(\d{8})(?:[/?#]|$)/.exec(latin);
  if (fromUrl) return fromUrl[1] ?? null;
  return /^\d{8}$/.test(latin) ? latin : null;
}

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };

/** The browser's own QR detector where it has one (Android, ChromeOS, macOS), else null. */
async function nativeDetector(): Promise<Detector | null> {
  const BD = (
    globalThis as { BarcodeDetector?: { new (o: object): Detector; getSupportedFormats(): Promise<string[]> } }
  ).BarcodeDetector;
  if (!BD) return null;
  try {
    return (await BD.getSupportedFormats()).includes('qr_code') ? new BD({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads QR codes from a playing video until `onText` accepts one (returns true) or `stop()` is called: the native
 * BarcodeDetector where available, jsQR on a canvas frame otherwise, about five frames a second.
 */
export function scanVideo(video: HTMLVideoElement, onText: (text: string) => boolean): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  void nativeDetector().then((detector) => {
    const tick = async () => {
      if (stopped) return;
      let text: string | undefined;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        if (detector) {
          text = (await detector.detect(video).catch(() => []))[0]?.rawValue;
        } else if (ctx) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          ctx.drawImage(video, 0, 0);
          const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
          text = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
        }
      }
      if (text && onText(text)) return;
      timer = setTimeout(tick, 200);
    };
    void tick();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
