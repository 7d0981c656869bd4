// A full garbage collection on demand. V8 collects its old generation only under pressure, so a
// step that builds large short-lived values (the search index) leaves them in memory long after
// it ends; where the build thread waits anyway, collecting them costs no time and lowers the peak.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    // `gc` exists only in contexts made after the flag is set: a new one is made to fetch it.
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
