// A stand-in for the hosted search service on loopback, following its API's shape: POST
// /1/indexes/*/queries with {requests: [{indexName, params}]} → {results: [{hits, nbHits, …}]},
// hits with _highlightResult and _snippetResult. Each host can be told to answer normally, slowly
// (before or after the headers), with 500, with 403, with bad JSON, or to refuse connections.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {SearchRecord} from '../../src/shared/search-types.ts';
import {queryTerms, tokenize} from '../../src/shared/search-text.ts';

export type HostMode =
  | {kind: 'ok'}
  | {kind: 'slow-headers'; ms: number}
  | {kind: 'slow-body'; ms: number}
  | {kind: 'status'; status: number}
  | {kind: 'bad-json'}
  | {kind: 'refuse'};

export interface StandinRequest {
  host: number;
  path: string;
  indexName: string;
  params: URLSearchParams;
  query: string;
  /** Query string of the URL (the client puts its credentials and agent there). */
  search: URLSearchParams;
}

function mark(text: string, words: Set<string>, pre: string, post: string): string {
  return text.replace(/[^\n\r\p{Z}\p{P}\p{S}]+/gu, (token) => (words.has(token.toLowerCase()) ? `${pre}${token}${post}` : token));
}

function snippet(text: string, words: Set<string>, length: number): string {
  const all = text.split(/\s+/);
  const first = Math.max(0, all.findIndex((w) => tokenize(w).some((t) => words.has(t.toLowerCase()))));
  const start = Math.max(0, Math.min(first - Math.floor((length - 1) / 2), all.length - length));
  return `${start > 0 ? '… ' : ''}${all.slice(start, start + length).join(' ')}${start + length < all.length ? ' …' : ''}`;
}

/** Plain matching: every query word in the record's text, the last one as a prefix. */
export function answer(records: SearchRecord[], params: URLSearchParams) {
  const query = params.get('query') ?? '';
  const terms = queryTerms(query);
  const pre = params.get('highlightPreTag') ?? '<em>';
  const post = params.get('highlightPostTag') ?? '</em>';
  const hitsPerPage = Number(params.get('hitsPerPage') ?? 20);
  const page = Number(params.get('page') ?? 0);
  const snippetLength = Number(/content:(\d+)/.exec(params.get('attributesToSnippet') ?? '')?.[1] ?? 10);
  const matching = records.filter((record) => {
    const words = new Set(tokenize([...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ')).map((w) => w.toLowerCase()));
    return terms.length > 0 && terms.every((term, i) => words.has(term) || (i === terms.length - 1 && [...words].some((w) => w.startsWith(term))));
  });
  const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const words = new Set(tokenize([...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ')).map((w) => w.toLowerCase()).filter((w) => terms.some((t) => w === t || w.startsWith(t))));
    const hierarchy = Object.fromEntries(Object.entries(record.hierarchy).filter(([, v]) => v).map(([k, v]) => [k, {value: mark(v as string, words, pre, post)}]));
    return {
      ...record,
      _highlightResult: {hierarchy, ...(record.content ? {content: {value: mark(record.content, words, pre, post)}} : {})},
      ...(record.content ? {_snippetResult: {content: {value: mark(snippet(record.content, words, snippetLength), words, pre, post)}}} : {}),
    };
  });
  return {hits, nbHits: matching.length, page, nbPages: Math.ceil(matching.length / hitsPerPage), hitsPerPage, query, params: params.toString(), processingTimeMS: 1};
}

export class SearchStandin {
  readonly requests: StandinRequest[] = [];
  private servers: http.Server[] = [];
  private ports: number[] = [];
  private sockets = new Set<import('node:net').Socket>();

  constructor(
    public records: SearchRecord[],
    public modes: HostMode[],
  ) {}

  /** Host strings for the site config / client (`http://127.0.0.1:port`), in order. */
  get hosts(): string[] {
    return this.ports.map((port) => `http://127.0.0.1:${port}`);
  }

  async start(): Promise<this> {
    for (let n = 0; n < this.modes.length; n++) {
      const server = http.createServer((req, res) => this.handle(n, req, res));
      server.on('connection', (socket) => {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.ports.push((server.address() as AddressInfo).port);
      this.servers.push(server);
    }
    await this.applyRefusals();
    return this;
  }

  /** Hosts in 'refuse' mode stop listening (connections are refused); others listen again. */
  async setModes(modes: HostMode[]): Promise<void> {
    this.modes = modes;
    await this.applyRefusals();
  }

  private async applyRefusals(): Promise<void> {
    await Promise.all(
      this.servers.map(async (server, n) => {
        const refuse = this.modes[n].kind === 'refuse';
        if (refuse && server.listening) await new Promise((resolve) => server.close(resolve));
        if (!refuse && !server.listening) await new Promise<void>((resolve) => server.listen(this.ports[n], '127.0.0.1', resolve));
      }),
    );
  }

  private handle(host: number, req: http.IncomingMessage, res: http.ServerResponse): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const request = (JSON.parse(body || '{}') as {requests?: {indexName: string; params: string}[]}).requests?.[0];
      const params = new URLSearchParams(request?.params ?? '');
      this.requests.push({host, path: url.pathname, indexName: request?.indexName ?? '', params, query: params.get('query') ?? '', search: url.searchParams});
      const mode = this.modes[host];
      const send = (status: number, text: string) => {
        if (res.destroyed) return;
        res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8'});
        res.end(text);
      };
      if (url.pathname !== '/1/indexes/*/queries' || req.method !== 'POST') return send(404, JSON.stringify({message: 'Not found', status: 404}));
      switch (mode.kind) {
        case 'slow-headers':
          setTimeout(() => send(200, JSON.stringify({results: [answer(this.records, params)]})), mode.ms);
          return;
        case 'slow-body':
          res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
          res.write(' ');
          setTimeout(() => !res.destroyed && res.end(JSON.stringify({results: [answer(this.records, params)]})), mode.ms);
          return;
        case 'status':
          return send(mode.status, JSON.stringify({message: mode.status === 403 ? 'Invalid Application-ID or API key' : 'Internal error', status: mode.status}));
        case 'bad-json':
          return send(200, '{"results": [{"hits": [');
        default:
          return send(200, JSON.stringify({results: [answer(this.records, params)]}));
      }
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(this.servers.map((server) => (server.listening ? new Promise((resolve) => server.close(resolve)) : undefined)));
  }
}
