// `npm run port-report`: builds each real Docusaurus set of ../shared/port unchanged and prints,
// per set, pages built / source pages, URLs identical to Docusaurus's rules, pages with leaked MDX
// syntax, tabs rendered with labels and broken links reported. Figures only; the test holds the bar.
import {buildPortSet, PORT_SETS} from '../test/helpers/port.ts';

const rows = PORT_SETS.map((set) => buildPortSet(set));
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '100.0'}%`;
console.log('set       | build | pages built / source | URLs identical to Docusaurus | pages with leaked MDX | tabs with labels | broken links | time');
console.log('----------|-------|----------------------|------------------------------|-----------------------|------------------|--------------|------');
for (const r of rows) {
  console.log(
    [
      r.set.padEnd(9),
      (r.status === 0 ? 'ok' : `exit ${r.status}`).padEnd(5),
      `${r.builtPages} / ${r.sourcePages}`.padEnd(20),
      `${r.urlsIdentical} / ${r.sourcePages} (${pct(r.urlsIdentical, r.sourcePages)})`.padEnd(28),
      String(r.leakedPages.length).padEnd(21),
      `${r.tabsLabelled} / ${r.tabs}`.padEnd(16),
      String(r.brokenLinks).padEnd(12),
      `${r.seconds.toFixed(1)} s`,
    ].join(' | '),
  );
  for (const url of r.missingUrls) console.log(`  not at Docusaurus's URL: ${url}`);
  for (const page of r.leakedPages) console.log(`  leaked MDX: ${page}`);
  if (r.status !== 0) console.log(r.stderr);
}
