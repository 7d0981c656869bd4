// Debian's Chromium driven by playwright-core, with the flags this machine needs.
import {chromium, type Browser} from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS});
}
