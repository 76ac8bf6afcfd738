import { pathCost, type PathProblem } from './model';
import { seededRandom } from './random';

/** How long the iterated local search runs: counted in kicks, never in time, so it is deterministic. */
export interface SearchBudget {
  iterations: number;
  seed: number;
}

const NEIGHBOURS = 10;
const LONGEST_MOVED_SEGMENT = 3;
const LONGEST_KICKED_SEGMENT = 50;
// Gains below this are rounding noise; taking them could make the search go round in circles.
const EPSILON = 1e-9;

/**
 * Iterated local search over a path with fixed ends: 2-opt, Or-opt (moving a run of 1 to 3 stops,
 * either way round; a run of 1 is a relocate) driven by neighbour lists and a work queue, then
 * double-bridge kicks, keeping a kicked path when it is no longer than the current one.
 */
export function improvePath(p: PathProblem, initial: readonly number[], budget: SearchBudget): number[] {
  const search = new PathSearch(p, initial);
  search.descend();
  let current = search.snapshot();
  let currentCost = search.cost();
  let best = current;
  let bestCost = currentCost;
  const random = seededRandom(budget.seed);
  for (let i = 0; i < budget.iterations && search.interior >= 3; i++) {
    search.kick(random);
    search.descend();
    const cost = search.cost();
    if (cost < currentCost + EPSILON) {
      current = search.snapshot();
      currentCost = cost;
      if (cost < bestCost - EPSILON) {
        best = current;
        bestCost = cost;
      }
    } else {
      search.restore(current);
    }
  }
  return Array.from(best.subarray(1, best.length - 1));
}

class PathSearch {
  private readonly dist: Float64Array;
  private readonly size: number;
  private seq: Int32Array;
  private readonly pos: Int32Array;
  private readonly near: Int32Array;
  private readonly nearCount: number;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private queueHead = 0;
  private queueLength = 0;
  private readonly scratch: Int32Array;
  readonly interior: number;

  constructor(
    private readonly problem: PathProblem,
    initial: readonly number[],
  ) {
    this.dist = problem.dist;
    this.size = problem.size;
    this.seq = Int32Array.from([problem.head, ...initial, problem.tail]);
    this.interior = initial.length;
    this.pos = new Int32Array(this.size).fill(-1);
    this.scratch = new Int32Array(this.seq.length);
    this.indexPositions();
    const nodes = Array.from(this.seq);
    this.nearCount = Math.min(NEIGHBOURS, nodes.length - 1);
    this.near = new Int32Array(this.size * this.nearCount);
    for (const a of nodes) {
      const others = nodes.filter((b) => b !== a).sort((x, y) => this.d(a, x) - this.d(a, y) || x - y);
      for (let i = 0; i < this.nearCount; i++) this.near[a * this.nearCount + i] = others[i]!;
    }
    this.queue = new Int32Array(this.size);
    this.queued = new Uint8Array(this.size);
    for (const a of nodes) this.push(a);
  }

  cost(): number {
    return pathCost(this.problem, this.seq.subarray(1, this.seq.length - 1));
  }

  snapshot(): Int32Array {
    return this.seq.slice();
  }

  restore(seq: Int32Array): void {
    this.seq.set(seq);
    this.indexPositions();
  }

  /** Improves until no queued node offers a gain. */
  descend(): void {
    while (this.queueLength) {
      const a = this.queue[this.queueHead]!;
      this.queueHead = (this.queueHead + 1) % this.queue.length;
      this.queueLength--;
      this.queued[a] = 0;
      if (this.twoOpt(a) || this.orOpt(a)) this.push(a);
    }
  }

  /** Double bridge on the path: two neighbouring runs of stops change places. */
  kick(random: (below: number) => number): void {
    const k = this.interior;
    const longest = Math.max(1, Math.min(LONGEST_KICKED_SEGMENT, Math.floor(k / 2)));
    const first = 1 + random(longest);
    const second = 1 + random(Math.min(longest, k - first));
    const at = 1 + random(k - first - second + 1);
    const { seq, scratch } = this;
    scratch.set(seq.subarray(at + first, at + first + second), 0);
    scratch.set(seq.subarray(at, at + first), second);
    seq.set(scratch.subarray(0, first + second), at);
    for (let i = at; i < at + first + second; i++) this.pos[seq[i]!] = i;
    this.push(seq[at - 1]!);
    this.push(seq[at]!);
    this.push(seq[at + second - 1]!);
    this.push(seq[at + second]!);
    this.push(seq[at + first + second - 1]!);
    this.push(seq[at + first + second]!);
  }

  private d(a: number, b: number): number {
    return this.dist[a * this.size + b]!;
  }

  private indexPositions(): void {
    for (let i = 0; i < this.seq.length; i++) this.pos[this.seq[i]!] = i;
  }

  private push(a: number): void {
    if (this.queued[a]) return;
    this.queued[a] = 1;
    this.queue[(this.queueHead + this.queueLength) % this.queue.length] = a;
    this.queueLength++;
  }

  /** Replaces two edges at `a` by two shorter ones, reversing the path between them. */
  private twoOpt(a: number): boolean {
    const { seq, pos } = this;
    const last = seq.length - 1;
    for (const step of [1, -1]) {
      const pa = pos[a]!;
      if (pa + step < 0 || pa + step > last) continue;
      const b = seq[pa + step]!;
      const ab = this.d(a, b);
      for (let i = 0; i < this.nearCount; i++) {
        const c = this.near[a * this.nearCount + i]!;
        const ac = this.d(a, c);
        if (ac >= ab - EPSILON) break;
        const pc = pos[c]!;
        if (pc + step < 0 || pc + step > last) continue;
        const e = seq[pc + step]!;
        if (c === b || e === a) continue;
        const gain = ab + this.d(c, e) - ac - this.d(b, e);
        if (gain <= EPSILON) continue;
        // Forward: a b … c e becomes a c … b e; backward is the mirror image.
        if (step === 1) this.reverse(Math.min(pa, pc) + 1, Math.max(pa, pc));
        else this.reverse(Math.min(pa, pc), Math.max(pa, pc) - 1);
        for (const x of [a, b, c, e]) this.push(x);
        return true;
      }
    }
    return false;
  }

  /** Moves the run of 1..3 stops beginning at `a` between two stops near either end of it. */
  private orOpt(a: number): boolean {
    const { seq, pos } = this;
    const first = pos[a]!;
    for (let length = 1; length <= LONGEST_MOVED_SEGMENT; length++) {
      const lastOfRun = first + length - 1;
      if (first < 1 || lastOfRun > seq.length - 2) return false;
      const p = seq[first - 1]!;
      const q = seq[lastOfRun + 1]!;
      const s0 = seq[first]!;
      const s1 = seq[lastOfRun]!;
      const removed = this.d(p, s0) + this.d(s1, q) - this.d(p, q);
      if (removed <= EPSILON) continue;
      for (const end of length === 1 ? [s0] : [s0, s1]) {
        for (let i = 0; i < this.nearCount; i++) {
          const c = this.near[end * this.nearCount + i]!;
          if (this.d(end, c) >= removed) break;
          const pc = pos[c]!;
          if (pc >= first && pc <= lastOfRun) continue;
          for (const left of [pc - 1, pc]) {
            const right = left + 1;
            if (left < 0 || right > seq.length - 1) continue;
            if (right >= first && left <= lastOfRun) continue;
            const x = seq[left]!;
            const y = seq[right]!;
            const forward = this.d(x, s0) + this.d(s1, y) - this.d(x, y);
            const backward = this.d(x, s1) + this.d(s0, y) - this.d(x, y);
            const added = Math.min(forward, backward);
            if (removed - added <= EPSILON) continue;
            this.moveRun(first, lastOfRun, left, backward < forward);
            for (const z of [p, q, s0, s1, x, y]) this.push(z);
            return true;
          }
        }
      }
    }
    return false;
  }

  private reverse(from: number, to: number): void {
    const { seq, pos } = this;
    for (let i = from, j = to; i < j; i++, j--) {
      const t = seq[i]!;
      seq[i] = seq[j]!;
      seq[j] = t;
    }
    for (let i = from; i <= to; i++) pos[seq[i]!] = i;
  }

  /** Takes seq[first..last] out and puts it back right after position `after` (maybe reversed). */
  private moveRun(first: number, last: number, after: number, reversed: boolean): void {
    const { seq, scratch } = this;
    const length = last - first + 1;
    scratch.set(seq.subarray(first, last + 1), 0);
    if (reversed) scratch.subarray(0, length).reverse();
    let from: number;
    let to: number;
    if (after < first) {
      // The stops between the insertion point and the run shift right by the run's length.
      seq.copyWithin(after + 1 + length, after + 1, first);
      seq.set(scratch.subarray(0, length), after + 1);
      from = after + 1;
      to = last;
    } else {
      seq.copyWithin(first, last + 1, after + 1);
      seq.set(scratch.subarray(0, length), after - length + 1);
      from = first;
      to = after;
    }
    for (let i = from; i <= to; i++) this.pos[seq[i]!] = i;
  }
}
