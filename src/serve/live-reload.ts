// Live reload over server-sent events: `reload` after a successful rebuild, `error` with the
// message after a failed one (shown as an overlay until the next good build).
import type http from 'node:http';
import {escapeHtml} from '../shared/strings.ts';

/** The event stream's path (the only server path below /__sitegen/; the rest is the site's). */
export const LIVE_RELOAD_PATH = '/__sitegen/events';

export class LiveReload {
  private clients = new Set<http.ServerResponse>();
  private lastError?: string;

  /** The message of the failed build being shown, if the latest build failed. */
  get currentError(): string | undefined {
    return this.lastError;
  }

  handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.url?.split('?')[0] === LIVE_RELOAD_PATH) {
      res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive'});
      res.write(': connected\n\n');
      if (this.lastError) res.write(`event: error\ndata: ${JSON.stringify(this.lastError)}\n\n`);
      this.clients.add(res);
      req.on('close', () => this.clients.delete(res));
      return;
    }
    res.writeHead(404).end();
  }

  private send(event: string, data: unknown): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  reload(changed: string[]): void {
    this.lastError = undefined;
    this.send('reload', changed);
  }

  error(message: string): void {
    this.lastError = message;
    this.send('error', message);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

/** The browser side, injected at the end of <body> in watch mode only. */
export const LIVE_RELOAD_SNIPPET = `
<script>(function(){var s=new EventSource('/__sitegen/events');function box(){var b=document.getElementById('sitegen-error');if(!b){b=document.createElement('div');b.id='sitegen-error';b.setAttribute('role','alert');b.style.cssText='position:fixed;inset:auto 1rem 1rem 1rem;z-index:9999;background:#7f1d1d;color:#fff;padding:1rem;border-radius:8px;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;max-height:50vh;overflow:auto';document.body.appendChild(b)}return b}s.addEventListener('reload',function(){location.reload()});s.addEventListener('error',function(e){if(e.data){box().textContent='sitegen build failed\\n\\n'+JSON.parse(e.data)}})})();</script>`;

export function errorPage(message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head><body><main><h1>Build failed</h1><pre>${escapeHtml(message)}</pre></main>${LIVE_RELOAD_SNIPPET}</body></html>`;
}
