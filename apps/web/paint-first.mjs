// Paint first, hydrate after: the site's HTML pages show their content before the framework's scripts run.
//
// Next.js puts every script of a page in the document as `<script src async>` (and preloads some), so they run the
// moment they arrive: on a fast link that is before the first paint, and a phone's CPU spends its first 0.2–1 s
// evaluating React and the router while the visitor looks at a blank screen; on a slow link their 160 KB compete with
// the picture and the font for the first second. Here (server.mjs, on every HTML answer) those scripts leave the
// markup, and one small inline loader adds them once the page's largest content has been painted (the priority picture
// when there is one, otherwise the first text), at the visitor's first touch or key, or after 2.5 s, whichever comes
// first. Until then the page is the server-rendered HTML it is without JavaScript (plain links and forms, issue 17
// outcome 3), so a tap still works. Measured in bench/RESULTS.md (issue 17, outcome 2).

/** `<script src="/_next/static/….js" … async=""…></script>` with its attributes (`src` first, as React writes it). */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/g;
/** Next's own `<link rel="preload" as="script" … href="/_next/static/….js"/>`: the loader fetches the script later. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
const attribute = (attrs, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The loader, run in the browser (stringified into the page): queues the scripts it is given (and those handed to
 * `self.__paintFirst` later in the stream) and adds them once the page's largest content has been painted. A tap on a
 * button or a form sent before the page has hydrated (ClientLayers sets `data-hydrated` on <html>) starts them at once
 * and is replayed when the page is live, so an early tap is not lost.
 */
/* c8 ignore start */
function loader(scripts) {
  let queue = scripts.slice();
  let started = false;
  const add = (src) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    document.head.appendChild(s);
  };
  const start = () => {
    if (started) return;
    started = true;
    queue.forEach(add);
    queue = [];
    // Should the page never come to life (a script that fails), a held tap gets the browser's own action after all.
    setTimeout(() => release(), 15000);
  };
  self.__paintFirst = (src) => {
    if (started) add(src);
    else queue.push(src);
  };

  // Early input: held until the page is live, then done again.
  const root = document.documentElement;
  let held = null;
  const hold = (e) => {
    if (root.hasAttribute('data-hydrated')) return;
    const target = e.target instanceof Element ? e.target : null;
    const button = e.type === 'click' && target?.closest('button, [role="button"]');
    if (e.type === 'click' && !button) return start(); // a link or text: the browser's own action is right
    e.preventDefault();
    e.stopPropagation();
    held = button ? () => button.click() : () => target.requestSubmit(e.submitter);
    start();
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    if (held) setTimeout(held, 0);
    held = null;
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('vip:hydrated', release);
  ['pointerdown', 'keydown', 'touchstart'].forEach((type) => {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  });

  if (document.visibilityState !== 'visible') return start(); // a background tab paints nothing
  setTimeout(start, 2500); // whatever happens, the page comes to life
  // A task after the paint: the scripts must not delay that very frame.
  const soon = () => setTimeout(start, 0);
  // Wait for the first largest-content paint and, when the page has a priority picture in view, for that picture to
  // be painted too (it may not be the largest element: then no entry names it).
  const hero = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  })[0];
  const types = self.PerformanceObserver?.supportedEntryTypes || [];
  const type = ['largest-contentful-paint', 'paint'].find((t) => types.indexOf(t) >= 0);
  let painted = false;
  let largest = 0; // the size of the largest content painted so far
  // A picture already loaded (from the cache) when this runs is not yet painted: it waits for its frames too.
  let heroShown = !hero;
  const check = () => {
    if (painted && heroShown) soon();
  };
  if (!heroShown) {
    const shown = () => {
      heroShown = true;
      check();
    };
    // The picture's frame is presented a little after these two frames. When the picture will be the largest content,
    // its own paint entry (below) says it was shown; otherwise no entry names it and the frames must do.
    const framed = () => {
      const box = hero.getBoundingClientRect();
      const seen = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * box.width;
      const size = Math.min(seen, hero.naturalWidth * hero.naturalHeight);
      if (type !== 'largest-contentful-paint' || size <= largest) shown();
    };
    const loaded = () => requestAnimationFrame(() => requestAnimationFrame(framed));
    if (hero.complete) loaded();
    else {
      hero.addEventListener('load', loaded);
      hero.addEventListener('error', shown);
    }
  }
  if (!type) return requestAnimationFrame(soon);
  new PerformanceObserver((list, observer) => {
    // A hero that is slow to come (a slow link) holds the page's life back 800 ms past the first paint at most.
    if (!painted) setTimeout(start, 800);
    painted = true;
    list.getEntries().forEach((e) => {
      largest = Math.max(largest, e.size || 0);
    });
    if (hero && list.getEntries().some((e) => e.element === hero)) heroShown = true;
    if (heroShown) observer.disconnect();
    check();
  }).observe({ type, buffered: true });
}
/* c8 ignore stop */

/** The loader's source, made once: every HTML page carries it. */
const LOADER_SOURCE = loader.toString();
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A streaming rewriter of one HTML document: feed it the document's text in pieces (`push`), then `end`; each returns
 * the text to send. Next's async scripts and script preloads leave the markup; the first async script after `<body`
 * becomes the loader, given every script seen so far; a later one (a streamed part of the page) is handed to it.
 */
export function paintFirstRewriter() {
  let carry = '';
  let inBody = false;
  let loaderSent = false;
  const pending = [];
  const rewrite = (html) => {
    const stripped = html.replace(SCRIPT_PRELOAD, '');
    const bodyAt = inBody ? 0 : stripped.search(/<body[\s>]/);
    const out = stripped.replace(ASYNC_SCRIPT, (tag, src, attrs, at) => {
      if (!/\basync=""/.test(attrs)) return tag;
      const nonce = attribute(attrs, 'nonce');
      const open = nonce === undefined ? '<script>' : `<script nonce="${escapeAttr(nonce)}">`;
      if (!(inBody || (bodyAt >= 0 && at > bodyAt))) {
        pending.push(src);
        return '';
      }
      if (loaderSent) return `${open}self.__paintFirst(${inlineJson(src)})</script>`;
      loaderSent = true;
      return `${open}(${LOADER_SOURCE})(${inlineJson([...pending, src])})</script>`;
    });
    if (bodyAt >= 0) inBody = true;
    return out;
  };
  return {
    push(text) {
      const html = carry + text;
      // What may still become a match waits for the next piece: an unfinished tag, or a script not yet closed.
      const open = html.lastIndexOf('<');
      const script = html.lastIndexOf('<script');
      const cut = Math.min(
        open > html.lastIndexOf('>') ? open : html.length,
        script >= 0 && !html.includes('</script>', script) ? script : html.length,
      );
      carry = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    end() {
      const rest = rewrite(carry);
      carry = '';
      return rest;
    },
  };
}

/**
 * Rewrites `res`'s body when it turns out to be an HTML page (decided at the first write, from the content type).
 * Call before handing `res` to Next, after any compression layer (this one writes through it).
 */
export function paintFirst(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let rewriter; // undefined: not decided yet; null: not HTML
  let decoder;
  const decide = () => {
    if (rewriter !== undefined) return;
    const type = String(res.getHeader('content-type') ?? '');
    rewriter = type.startsWith('text/html') && res.statusCode !== 304 ? paintFirstRewriter() : null;
    if (rewriter) {
      decoder = new TextDecoder();
      if (!res.headersSent) res.removeHeader('content-length'); // the length changes
    }
  };
  const text = (chunk, encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding).toString() : decoder.decode(chunk, { stream: true });
  res.writeHead = (status, ...rest) => {
    // Headers given here (an object) are decided on like those set before: the type read, a stale length dropped.
    const given = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r));
    const keyOf = (name) => Object.keys(given ?? {}).find((k) => k.toLowerCase() === name);
    const type = keyOf('content-type');
    if (type) res.setHeader(type, given[type]);
    res.statusCode = status;
    decide();
    const length = keyOf('content-length');
    if (rewriter && length) delete given[length];
    return writeHead(status, ...rest);
  };
  res.write = (chunk, encoding, cb) => {
    decide();
    if (!rewriter || chunk === undefined || chunk === null) return write(chunk, encoding, cb);
    if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    return write(rewriter.push(text(chunk, encoding)), 'utf8', cb);
  };
  res.end = (chunk, encoding, cb) => {
    decide();
    if (!rewriter) return end(chunk, encoding, cb);
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    let rest = chunk === undefined || chunk === null ? '' : rewriter.push(text(chunk, encoding));
    const tail = decoder.decode();
    if (tail) rest += rewriter.push(tail);
    rest += rewriter.end();
    return end(rest, 'utf8', cb);
  };
  return res;
}
