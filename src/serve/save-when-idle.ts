// Watch mode writes the site's cache to disk when edits pause, not after every keystroke's
// rebuild. Saving is synchronous: a save that starts while a change is being rebuilt holds back
// that change's reload, so a run that starts puts the pending save off until it has finished.

export class SaveWhenIdle {
  private timer?: NodeJS.Timeout;
  /** A finished run's results are not on disk yet. */
  pending = false;

  constructor(
    private readonly save: () => void,
    private readonly delayMs = 1000,
  ) {}

  /** A run starts: no save until it has finished. */
  runStarts(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A run finished: what it used is saved unless another run starts within the delay. */
  runEnded(): void {
    this.pending = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Saves now what is not saved yet (the server stops). */
  flush(): void {
    this.runStarts();
    if (!this.pending) return;
    this.pending = false;
    this.save();
  }
}
