// Not `server-only`: proxy.ts imports it (through lib/http/malformed-request.ts).

/**
 * Whether Next can decode a server action's arguments without failing. Next hands the body's JSON (the whole text
 * body, or the multipart field "0") to React's decodeReply (react-server-dom 19.3, bundled in Next 16.4), then
 * calls the action with the result spread as its arguments. A root that is not a list makes that call throw; a
 * string that begins with `$` is a reference, and one that names a part that is not there, a promise, a stream, a
 * server function and the like makes decodeReply reject or wait forever. Each of those was a 500 with a stack
 * trace. What passes here is what React's own encodeReply writes for this app's actions, which take plain
 * objects and lists, or a FormData whose files ride in the multipart body:
 * - `$$…`, a string that begins with `$`;
 * - `$undefined`, `$NaN`, `$Infinity`, `$-Infinity`, `$-0`, a date (`$D…`) and a bigint (`$n…`), written inline;
 * - `$K<id>`, a FormData, whose entries are the multipart fields `_<id>_<name>`;
 * - `$0` or `$0:<key>:<key>…`, an object or list that the arguments hold twice, written once and named by its
 *   place the second time.
 * Any other reference is refused: this app never sends one as an argument.
 */

/** Next throws (a 500) when an action is called with more arguments than this (its SERVER_ACTION_ARGS_LIMIT). */
export const ACTION_ARGUMENTS_LIMIT = 1000;
/** React's limit on the items a list holds counting those of its nested lists (decodeReply's arraySizeLimit). */
export const ARRAY_SLOTS_LIMIT = 1_000_000;
/** React refuses a bigint longer than this (MAX_BIGINT_DIGITS). */
const BIGINT_DIGITS_LIMIT = 300;
/** React revives the model recursively; this app's arguments nest a handful of levels. */
const DEPTH_LIMIT = 64;

const INLINE_VALUES = new Set(['$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0']);
const FORM_DATA = /^\$K[0-9a-f]+$/;
const BIGINT = new RegExp(`^\\$n-?[0-9]{1,${BIGINT_DIGITS_LIMIT}}$`);
const BACK_REFERENCE = /^\$0(?::|$)/;

/** What React counts of a list and the lists inside it, as its bumpArrayCount does; `fork` once one holds two. */
interface Slots {
  count: number;
  fork: boolean;
}

interface BackReference {
  path: string[];
  /** The slots of the list the reference stands in (none in an object's field). */
  slots: Slots | null;
}

type Container = unknown[] | Record<string, unknown>;
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

class Refused extends Error {}

/**
 * Why Next would fail to decode this model of an action's arguments (a short phrase that quotes nothing of it),
 * or null when it decodes to a list of arguments.
 */
export function argumentsProblem(model: string): string | null {
  let root: unknown;
  try {
    root = JSON.parse(model);
  } catch {
    return 'the arguments are not JSON';
  }
  if (!Array.isArray(root)) return 'the arguments are not a list';
  if (root.length > ACTION_ARGUMENTS_LIMIT) return `more than ${ACTION_ARGUMENTS_LIMIT} arguments`;
  try {
    new ModelCheck(root).run();
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

/** One pass over the model as React revives it: each string read, each list counted, each reference followed. */
class ModelCheck {
  private readonly slotsOf = new Map<unknown[], Slots>();
  private readonly references: BackReference[] = [];

  constructor(private readonly root: unknown[]) {}

  run() {
    // The root list counts into the slots React gives the whole model.
    this.visit(this.root, { count: 0, fork: false }, 0);
    // React follows a reference to the model it is reviving once the whole model is read, in the order met.
    for (const reference of this.references) this.follow(reference);
    for (const slots of this.slotsOf.values()) {
      if (slots.fork && slots.count > ARRAY_SLOTS_LIMIT) throw new Refused('the arguments hold too many items');
    }
  }

  private visit(value: unknown, slots: Slots | null, depth: number) {
    if (depth > DEPTH_LIMIT) throw new Refused('the arguments nest too deep');
    if (typeof value === 'string') {
      this.visitString(value, slots);
    } else if (Array.isArray(value)) {
      // A list inside a list counts into the outer one's slots; one in an object starts its own.
      const own = slots ?? { count: 0, fork: false };
      this.slotsOf.set(value, own);
      if (value.length > 1) own.fork = true;
      own.count += value.length + 1;
      for (const item of value) this.visit(item, own, depth + 1);
    } else if (isContainer(value)) {
      // React drops a `__proto__` field unread.
      for (const [key, field] of Object.entries(value)) if (key !== '__proto__') this.visit(field, null, depth + 1);
    }
  }

  private visitString(value: string, slots: Slots | null) {
    const count = (n: number) => {
      if (slots) slots.count += n;
    };
    if (value[0] !== '$') return count(value.length);
    if (value[1] === '$') return count(value.length - 1);
    if (INLINE_VALUES.has(value) || FORM_DATA.test(value)) return;
    if (value[1] === 'D') {
      if (Number.isNaN(Date.parse(value.slice(2)))) throw new Refused('a date that is not one');
      return;
    }
    if (value[1] === 'n') {
      if (!BIGINT.test(value)) throw new Refused('a number that is not one');
      return count(value.length - 2);
    }
    if (BACK_REFERENCE.test(value)) {
      this.references.push({ path: value.split(':').slice(1), slots });
      return;
    }
    throw new Refused('a reference this app never sends');
  }

  /** The place a back-reference names must hold an object, a list or a FormData, as React's encodeReply writes. */
  private follow({ path, slots }: BackReference) {
    let target: unknown = this.root;
    for (const key of path) {
      if (!isContainer(target) || key === '__proto__' || !Object.hasOwn(target, key)) throw new Refused('a reference to nothing');
      target = (target as Record<string, unknown>)[key];
    }
    if (typeof target === 'string' ? !FORM_DATA.test(target) : !isContainer(target)) throw new Refused('a reference to nothing');
    // A reference to a list adds that list's count to the list the reference stands in.
    const targetSlots = Array.isArray(target) ? this.slotsOf.get(target) : undefined;
    if (slots && targetSlots) {
      if (targetSlots.fork) slots.fork = true;
      slots.count += targetSlots.count;
    }
  }
}
