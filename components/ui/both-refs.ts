import type { Ref, RefObject } from 'react';

/** One callback ref that sets both refs: a component's own and its caller's. */
export function bothRefs<T>(first: RefObject<T | null>, second: Ref<T> | undefined): (node: T | null) => void {
  return (node) => {
    first.current = node;
    if (typeof second === 'function') second(node);
    else if (second) second.current = node;
  };
}
