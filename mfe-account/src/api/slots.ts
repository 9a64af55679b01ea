/**
 * At most `size` tasks at once; the rest wait their turn in order. For work that holds one of
 * libuv's threads (argon2), so it never takes the whole thread pool (decision 0053).
 */
export class Slots {
  private readonly size: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.size = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    while (this.running >= this.size) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
