import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paintFirst, paintFirstRewriter } from '../../paint-first.mjs';

// The shape of a page as Next 16 writes it: chunk scripts and a preload in <head>, the bootstrap script after the
// shell, a module-less fallback, inline payload scripts, and a script streamed later with a Suspense boundary.
const nonce = 'n0nce+/=';
const page = [
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/main.js"/>`,
  `<script src="/_next/static/chunks/one.js" async="" nonce="${nonce}"></script>`,
  `<script src="/_next/static/chunks/two.js" async="" nonce="${nonce}"></script>`,
  '<title>خبر</title></head><body><header>آسمان ویژه</header><main><h1>افتتاح سالن CIP</h1></main>',
  `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${nonce}"></script>`,
  `<script nonce="${nonce}">self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>`,
  `<script src="/_next/static/chunks/main.js" nonce="${nonce}" async=""></script>`,
  `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script>`,
  `<div hidden id="S:0"><p>دیدگاه‌ها</p></div><script src="/_next/static/chunks/late.js" async="" nonce="${nonce}"></script>`,
  '<script src="https://example.com/other.js" async=""></script></body></html>',
].join('');

const rewriteAll = (html: string, pieceSize = html.length) => {
  const r = paintFirstRewriter();
  let out = '';
  for (let i = 0; i < html.length; i += pieceSize) out += r.push(html.slice(i, i + pieceSize));
  return out + r.end();
};

describe('paint first: the framework scripts leave the markup for a loader that runs after the paint', () => {
  const out = rewriteAll(page);

  it('takes every async framework script and script preload out of <head>', () => {
    const head = out.slice(0, out.indexOf('<body'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('as="script"');
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|main|late)\.js"/);
  });

  it('puts one loader where the bootstrap script was, with the nonce and every script in order', () => {
    const loaders = [
      ...out.matchAll(/<script nonce="([^"]*)">\(function loader\(scripts\)[\s\S]*?\}\)\((\[.*?\])\)<\/script>/g),
    ];
    expect(loaders).toHaveLength(1);
    expect(loaders[0][1]).toBe(nonce);
    expect(JSON.parse(loaders[0][2])).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/main.js',
    ]);
    // After the shell's content and payload, before what was streamed later.
    expect(loaders[0].index).toBeGreaterThan(out.indexOf('self.__next_f.push([0])'));
    expect(loaders[0].index).toBeLessThan(out.indexOf('self.__next_f.push([1,"x"])'));
  });

  it('hands a script streamed later to the loader', () => {
    expect(out).toContain(`<script nonce="${nonce}">self.__paintFirst("/_next/static/chunks/late.js")</script>`);
  });

  it('leaves everything else as it was: text, inline scripts, the module-less fallback, other sites’ scripts', () => {
    for (const kept of [
      '<h1>افتتاح سالن CIP</h1>',
      '<p>دیدگاه‌ها</p>',
      `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${nonce}"></script>`,
      `<script nonce="${nonce}">self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>`,
      '<script src="https://example.com/other.js" async=""></script>',
    ])
      expect(out).toContain(kept);
  });

  it('puts the loader in <body> even when the bootstrap script comes first there, after a long preload', () => {
    const preload = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${'x'.repeat(300)}.js"/>`;
    const tight = `<html><head>${preload}<script src="/_next/static/chunks/a.js" async=""></script></head><body><script src="/_next/static/chunks/main.js" async=""></script><p>متن</p></body></html>`;
    const rewritten = rewriteAll(tight);
    expect(rewritten.indexOf('function loader')).toBeGreaterThan(rewritten.indexOf('<body>'));
    expect(JSON.parse(/\}\)\((\[.*?\])\)<\/script>/.exec(rewritten)?.[1] ?? '[]')).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('gives the same page however the stream is cut', () => {
    for (const size of [1, 2, 7, 13, 64, 500]) expect(rewriteAll(page, size)).toBe(out);
  });
});

describe('paintFirst(res) on the server', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** A server answering `pieces` (one write each, the last one by `end`) with the given type and length. */
  async function serve(type: string, pieces: Buffer[], length: number) {
    server = createServer((_req, res) => {
      paintFirst(res);
      res.setHeader('content-type', type);
      res.setHeader('content-length', length);
      for (const p of pieces.slice(0, -1)) res.write(p);
      res.end(pieces.at(-1));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }

  it('rewrites an HTML page written in pieces (Persian cut mid-character too) and drops its stale length', async () => {
    const bytes = Buffer.from(page);
    const cuts = [0, 101, 333, bytes.indexOf(Buffer.from('افتتاح')) + 1, bytes.length];
    const pieces = cuts.slice(1).map((end, i) => bytes.subarray(cuts[i], end));
    const res = await serve('text/html; charset=utf-8', pieces, bytes.length);
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).toBe(rewriteAll(page));
  });

  it('reads the type and drops the stale length when they come with writeHead', async () => {
    server = createServer((_req, res) => {
      paintFirst(res);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(page) });
      res.end(page);
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).toBe(rewriteAll(page));
  });

  it('passes anything but HTML through untouched', async () => {
    const body = `<script src="/_next/static/chunks/one.js" async=""></script>`;
    const res = await serve('text/x-component', [Buffer.from(body.slice(0, 10)), Buffer.from(body.slice(10))], 60);
    expect(res.headers.get('content-length')).toBe('60');
    expect(await res.text()).toBe(body);
  });
});
