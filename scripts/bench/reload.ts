// Edit → reload under `serve --watch`, the server in its own process as for a real browser: the
// time from writing a page's source to the reload event on the server's event stream.
import fs from 'node:fs';
import http from 'node:http';
import {spawn} from 'node:child_process';

export async function editReloadMs(args: {bin: string; site: string; out: string; file: string; edits?: number}): Promise<number[]> {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const watcher = spawn(process.execPath, [args.bin, 'serve', '--watch', '--site', args.site, '--out', args.out, '--port', String(port)], {
    env: {...process.env, CI: 'true'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    watcher.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
    watcher.on('exit', (code) => reject(new Error(`serve --watch exited with ${code}`)));
  });
  const reloads: number[] = [];
  const original = fs.readFileSync(args.file, 'utf8');
  await new Promise<void>((resolve) => {
    let sentAt = 0;
    let round = 0;
    const edit = () => {
      sentAt = performance.now();
      fs.writeFileSync(args.file, `${original}\n\nEdited paragraph number ${round}.\n`);
    };
    http.get(`http://127.0.0.1:${port}/__sitegen/events`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('connected')) setTimeout(edit, 500);
        if (chunk.includes('event: reload')) {
          reloads.push(performance.now() - sentAt);
          if (++round < (args.edits ?? 7)) setTimeout(edit, 1500);
          else {
            res.destroy();
            resolve();
          }
        }
      });
    });
  });
  fs.writeFileSync(args.file, original);
  watcher.kill();
  await new Promise((resolve) => watcher.once('exit', resolve));
  return reloads;
}
