import { isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A server page's tree with every async (server) component resolved, as Next would before sending it; client
 * components are left as elements, whose props are what the browser would receive.
 */
export async function resolveTree(node: ReactNode | Promise<ReactNode>): Promise<ReactElement[]> {
  const found: ReactElement[] = [];
  const visit = async (value: unknown): Promise<void> => {
    const resolved = await value;
    if (Array.isArray(resolved)) {
      for (const child of resolved) await visit(child);
      return;
    }
    if (!isValidElement(resolved)) return;
    const { type, props } = resolved as ReactElement<Record<string, unknown>>;
    if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
      await visit((type as (p: unknown) => Promise<ReactNode>)(props));
      return;
    }
    found.push(resolved);
    for (const prop of Object.values(props)) await visit(prop);
  };
  await visit(node);
  return found;
}

