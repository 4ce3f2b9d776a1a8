/** Collects callback arguments; `next` waits for a matching one, `none` asserts silence. */
export class Inbox<T = Record<string, unknown>> {
  readonly items: T[] = [];
  #waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of [...this.#waiters]) {
      if (!waiter.match(item)) continue;
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(item);
    }
  };

  next(match: (item: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`nothing matching arrived within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        match,
        resolve: (item) => (clearTimeout(timer), resolve(item)),
      });
    });
  }

  async none(
    match: (item: T) => boolean = () => true,
    waitMs = 400,
  ): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const found = this.items.filter(match);
    if (found.length > 0)
      throw new Error(`unexpected: ${JSON.stringify(found)}`);
  }
}
