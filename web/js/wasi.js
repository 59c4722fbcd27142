// A compiled C++ program (wasm32-wasi, from clang) run once, on a fresh
// instance: the few WASI calls a contest program makes, written here rather
// than taken from a shim library. A contest program needs stdin, stdout,
// stderr, argv, a clock, random numbers and exit, nothing of a file system;
// owning these calls lets us cap the output as it is written and fail loudly,
// naming the call, when a program asks for anything else.
// Used by the program's own worker (cpp-worker.js) and by Node in benchmarks.

export const OUTPUT_LIMIT = 64 * 2 ** 20; // bytes, of stdout and of stderr each (as stress.OUTPUT_LIMIT)
const WASI = "wasi_snapshot_preview1";
const ERRNO = { success: 0, badf: 8, inval: 28, spipe: 70 };
const CHARACTER_DEVICE = 2;
const PAGE = 65_536;

/** The program called proc_exit (or returned from main). */
class Exit {
  constructor(status) {
    this.status = status;
  }
}

/** The program wrote more than OUTPUT_LIMIT to one stream. */
class TooMuchOutput {}

/** The program called a function the page does not provide. */
class Unsupported {
  constructor(name) {
    this.name = name;
  }
}

/** What a program writes to one stream, up to `limit` bytes. */
class Sink {
  constructor(limit) {
    this.limit = limit;
    this.parts = [];
    this.size = 0;
  }

  write(bytes) {
    this.size += bytes.length;
    if (this.size > this.limit) throw new TooMuchOutput();
    this.parts.push(bytes.slice());
  }

  text() {
    const all = new Uint8Array(this.size > this.limit ? this.limit : this.size);
    let at = 0;
    for (const part of this.parts) {
      all.set(part, at);
      at += part.length;
    }
    return new TextDecoder().decode(all);
  }
}

/**
 * Run `module` (a WebAssembly.Module) on the text `input`. The result:
 * { stdout, stderr, status, seconds, memory, allocationFailed, trap } where `memory` is
 * the size its memory reached in bytes, `allocationFailed` whether a malloc found no
 * more memory to take (a program linked with the compiler's allocation watch says so),
 * and `trap` says how a run that did not
 * exit ended: { kind, message }, kind one of "exit" (none), "trap", "call-stack",
 * "stack", "output", "unsupported".
 */
export function runProgram(module, input, { args = ["a.out"], outputLimit = OUTPUT_LIMIT } = {}) {
  const system = new System(new TextEncoder().encode(input), args, outputLimit);
  const started = performance.now();
  let status = 0;
  let trap = null;
  let instance = null;
  try {
    instance = new WebAssembly.Instance(module, imports(module, system));
    system.memory = instance.exports.memory;
    instance.exports._start();
  } catch (error) {
    if (error instanceof Exit) status = error.status;
    else trap = trapOf(error, instance);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    stdout: system.out.text(),
    stderr: system.err.text(),
    status: trap ? 1 : status,
    seconds,
    memory: system.memory ? system.memory.buffer.byteLength : 0,
    allocationFailed: allocationFailed(instance),
    trap,
  };
}

/** Whether the program's allocation watch (compiler-worker.js) noted an sbrk that failed. */
function allocationFailed(instance) {
  const noted = instance?.exports.cardjudge_allocation_failed;
  if (!noted) return false;
  return new DataView(instance.exports.memory.buffer).getInt32(noted.value, true) !== 0;
}

/** How a run that threw ended, as { kind, message, ... }. */
function trapOf(error, instance) {
  if (error instanceof TooMuchOutput) return { kind: "output" };
  if (error instanceof Unsupported) return { kind: "unsupported", name: error.name };
  // Wasm frames live on the browser's own call stack, whatever the program's stack size
  // (Chromium and WebKit throw a RangeError, Firefox an InternalError).
  if (/call stack size|too much recursion/i.test(error?.message)) return { kind: "call-stack" };
  if (!(error instanceof WebAssembly.RuntimeError)) {
    return { kind: "trap", message: String(error?.message ?? error), where: "" };
  }
  // Linked with --stack-first, the stack sits below everything else: running
  // out of it takes the stack pointer below address 0, where every access traps.
  const pointer = instance?.exports.__stack_pointer;
  if (pointer && pointer.value < 0) return { kind: "stack" };
  const message = error.message.replace(/ \(evaluating .*\)$/, ""); // WebKit adds where
  return { kind: "trap", message, where: innermost(error) };
}

/**
 * The name of the program's function the trap happened in ("abort"), when the stack
 * says it: "at abort (wasm://..." in Chromium, "abort@...wasm-function[..." in Firefox
 * and WebKit.
 */
function innermost(error) {
  const frame = String(error.stack ?? "")
    .split("\n")
    .find((line) => line.includes("wasm-function"));
  return frame?.match(/at (\S+) \(|^(\S+?)@/)?.slice(1).find(Boolean) ?? "";
}

/** The import object: our WASI calls, and for anything else a call that stops the run naming it. */
function imports(module, system) {
  const wanted = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (kind !== "function") throw new Unsupported(`${from}.${name}`);
    wanted[from] ??= {};
    const call = from === WASI && Object.hasOwn(system.calls, name) ? system.calls[name] : null;
    wanted[from][name] =
      call ??
      (() => {
        throw new Unsupported(name);
      });
  }
  return wanted;
}

/** The process the program sees: its streams, arguments and clock. */
class System {
  constructor(stdin, args, outputLimit) {
    this.stdin = stdin;
    this.read = 0;
    this.args = args.map((arg) => new TextEncoder().encode(`${arg}\0`));
    this.out = new Sink(outputLimit);
    this.err = new Sink(outputLimit);
    this.memory = null;
    this.calls = this.#calls();
  }

  get view() {
    return new DataView(this.memory.buffer);
  }

  get bytes() {
    return new Uint8Array(this.memory.buffer);
  }

  #calls() {
    return {
      args_sizes_get: (countAt, sizeAt) => {
        this.view.setUint32(countAt, this.args.length, true);
        this.view.setUint32(sizeAt, this.args.reduce((size, arg) => size + arg.length, 0), true);
        return ERRNO.success;
      },
      args_get: (pointersAt, textAt) => {
        for (const [index, arg] of this.args.entries()) {
          this.view.setUint32(pointersAt + 4 * index, textAt, true);
          this.bytes.set(arg, textAt);
          textAt += arg.length;
        }
        return ERRNO.success;
      },
      environ_sizes_get: (countAt, sizeAt) => {
        this.view.setUint32(countAt, 0, true);
        this.view.setUint32(sizeAt, 0, true);
        return ERRNO.success;
      },
      environ_get: () => ERRNO.success,
      fd_read: (fd, vectorsAt, count, doneAt) => {
        if (fd !== 0) return ERRNO.badf;
        let done = 0;
        for (const [at, length] of this.#vectors(vectorsAt, count)) {
          const piece = this.stdin.subarray(this.read, this.read + length);
          this.bytes.set(piece, at);
          this.read += piece.length;
          done += piece.length;
          if (piece.length < length) break;
        }
        this.view.setUint32(doneAt, done, true);
        return ERRNO.success;
      },
      fd_write: (fd, vectorsAt, count, doneAt) => {
        const sink = fd === 1 ? this.out : fd === 2 ? this.err : null;
        if (!sink) return ERRNO.badf;
        let done = 0;
        for (const [at, length] of this.#vectors(vectorsAt, count)) {
          sink.write(this.bytes.subarray(at, at + length));
          done += length;
        }
        this.view.setUint32(doneAt, done, true);
        return ERRNO.success;
      },
      fd_fdstat_get: (fd, at) => {
        if (fd > 2) return ERRNO.badf;
        // A character device with every right, seeking included: libc then
        // takes it for a pipe or a file, not a terminal, and buffers output in
        // blocks instead of writing each line on its own.
        this.view.setUint8(at, CHARACTER_DEVICE);
        this.view.setUint16(at + 2, 0, true);
        this.view.setBigUint64(at + 8, 0xffff_ffffn, true);
        this.view.setBigUint64(at + 16, 0xffff_ffffn, true);
        return ERRNO.success;
      },
      fd_prestat_get: () => ERRNO.badf, // no directories are open
      fd_seek: () => ERRNO.spipe,
      fd_close: () => ERRNO.success,
      clock_res_get: (_id, at) => {
        this.view.setBigUint64(at, 1000n, true);
        return ERRNO.success;
      },
      clock_time_get: (id, _precision, at) => {
        const milliseconds = id === 0 ? performance.timeOrigin + performance.now() : performance.now();
        this.view.setBigUint64(at, BigInt(Math.round(milliseconds * 1e6)), true);
        return ERRNO.success;
      },
      random_get: (at, length) => {
        // getRandomValues fills at most 65,536 bytes a call.
        for (let start = 0; start < length; start += PAGE) {
          crypto.getRandomValues(this.bytes.subarray(at + start, at + Math.min(length, start + PAGE)));
        }
        return ERRNO.success;
      },
      sched_yield: () => ERRNO.success,
      proc_exit: (status) => {
        throw new Exit(status);
      },
    };
  }

  /** The (address, length) pairs of an iovec array. */
  *#vectors(at, count) {
    const view = this.view;
    for (let index = 0; index < count; index++) {
      yield [view.getUint32(at + 8 * index, true), view.getUint32(at + 8 * index + 4, true)];
    }
  }
}
