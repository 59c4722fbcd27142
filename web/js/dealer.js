// The stress test's deals at the statement's limits, dealt in a second judge's worker
// while the run goes on. Each takes seconds to deal (UNO plays 5,000 rounds to keep the
// longest), and the judge's worker and the program's take turns, so on a machine with a
// core to spare this worker deals them meanwhile, from the click on Stress test on (a
// C++ program compiles meanwhile): each the deal the run would deal itself
// (web.stress_deal_at_limits), handed to the run just before it needs it
// (web.stress_hand_at_limits). The run deals any it is not handed. Once the run has
// found a failure, no limits phase follows: the dealing stops, leaving the core to the
// failure's shrinking.
import { Runtime } from "./runtime.js";

export class Dealer {
  /** A dealer, its worker started at its first run; null where there is no core to spare. */
  static make() {
    return (navigator.hardwareConcurrency ?? 1) >= 2 ? new Dealer() : null;
  }

  constructor() {
    this.runtime = null; // its worker, kept from one run to the next unless stopped
    this.run = null; // the run dealt for: { game, seed, texts, done }
  }

  /** Start dealing, in order, the first `count` deals at the limits of a run of `game` from `seed`. */
  deal(game, seed, count) {
    if (!this.runtime) {
      this.runtime = new Runtime({ script: "worker.py", speaks: false });
      this.booted = this.runtime.start();
    }
    const runtime = this.runtime;
    let dealt = this.booted;
    const texts = []; // a promise of each deal's text; null for one not dealt
    for (let number = 1; number <= count; number++) {
      dealt = dealt.then(() => runtime.call("stress_deal_at_limits", game, seed, number));
      texts.push(dealt.then((answer) => answer.text ?? null, () => null));
    }
    const run = (this.run = { game, seed, texts, done: false });
    Promise.allSettled(texts).then(() => (run.done = true));
  }

  /** Hand deal `number` (from 1) to the run in the judge's worker `judge`, once dealt. */
  async handTo(judge, number) {
    const { game, seed, texts } = this.run;
    const text = await texts[number - 1];
    if (text) await judge.call("stress_hand_at_limits", game, seed, number, text);
  }

  /**
   * The run has ended, or will have no limits phase (a failure was found): a deal still
   * being made is stopped, its worker ended (the next run starts another).
   */
  ended() {
    if (this.run && !this.run.done) {
      this.runtime.end();
      this.runtime = null;
    }
    this.run = null;
  }
}
