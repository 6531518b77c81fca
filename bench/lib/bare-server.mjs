// The baseline of the API bench: a bare node:http server answering each path with the exact bytes and headers the API
// sent for it (a JSON file of { path: { body, headers } } given as argv[2], port argv[3]). Nothing else runs per request.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byPath = new Map(
  Object.entries(answers).map(([path, a]) => [path, { body: Buffer.from(a.body, 'base64'), headers: a.headers }]),
);
createServer((req, res) => {
  const a = byPath.get(req.url);
  if (!a) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...a.headers, 'content-length': a.body.length });
  res.end(a.body);
}).listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
