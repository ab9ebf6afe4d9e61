/**
 * How many broadcast messages one worker has in flight at once (EMAIL_CONCURRENCY): the chunk jobs in hand share
 * them, first come first served, so a worker keeps its SMTP connections busy without queueing a whole chunk in the
 * pool ahead of a sign-in code.
 */
export class MessageSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
