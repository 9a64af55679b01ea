/**
 * Answers of one catalogue data version (decision 0025), so a listing or search asked again
 * before the catalogue changes is answered from memory instead of counted again. Every change
 * of what a search shows moves the data version on (a refresh of the search tables too), which
 * makes every earlier answer unreachable: the first lookup of a new version empties the cache.
 * Holds at most `capacity` answers, the least recently asked going first; an answer still being
 * worked out is shared by everyone asking for it meanwhile, and one that fails is not kept.
 */
export class AnswerCache<Answer> {
  private readonly capacity: number;
  private version: string | undefined;
  private readonly answers = new Map<string, Promise<Answer>>();

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /** The answer for `key` in data version `version`, worked out by `answer` when not held. */
  async get(version: string, key: string, answer: () => Promise<Answer>): Promise<Answer> {
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    let pending = this.answers.get(key);
    if (pending) {
      // Most recently asked last: Map keeps insertion order.
      this.answers.delete(key);
    } else {
      pending = answer();
      pending.catch(() => {
        if (this.answers.get(key) === pending) this.answers.delete(key);
      });
    }
    this.answers.set(key, pending);
    const oldest = this.answers.keys().next().value;
    if (this.answers.size > this.capacity && oldest !== undefined) this.answers.delete(oldest);
    // Each caller gets its own copy: nothing a caller changes reaches the next one.
    return structuredClone(await pending);
  }
}
