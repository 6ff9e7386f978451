/**
 * Immutable update helpers for the stores' plain state (objects and arrays). Unlike the other rules they THROW
 * (spec §5): a payload without its required attributes, or a target that is not an array or an object, is a
 * programming error, not a user's.
 */

export type StatePath = readonly (string | number)[];

export class StateUpdateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateUpdateError';
  }
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && (Array.isArray(value) || isPlainObject(value));

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function requirePayload<K extends string>(
  helper: string,
  payload: unknown,
  attributes: readonly K[],
): Record<K, unknown> {
  if (typeof payload !== 'object' || payload === null) {
    throw new StateUpdateError(`${helper}: the payload must be an object with ${attributes.join(', ')}`);
  }
  for (const attribute of attributes) {
    if (!(attribute in payload)) throw new StateUpdateError(`${helper}: the payload lacks "${attribute}"`);
  }
  const path = (payload as Record<string, unknown>).path;
  if (
    attributes.includes('path' as K) &&
    (!Array.isArray(path) || !path.every((k) => typeof k === 'string' || typeof k === 'number'))
  ) {
    throw new StateUpdateError(`${helper}: "path" must be a list of keys`);
  }
  return payload as Record<K, unknown>;
}

function copyOf(container: Container): Container {
  return Array.isArray(container) ? [...container] : { ...container };
}

function readKey(container: Container, key: string | number): unknown {
  return Array.isArray(container) ? container[Number(key)] : container[String(key)];
}

function writeKey(container: Container, key: string | number, value: unknown): void {
  if (Array.isArray(container)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0) {
      throw new StateUpdateError(`"${String(key)}" is not an index of an array`);
    }
    container[index] = value;
  } else {
    container[String(key)] = value;
  }
}

/** Rebuilds the containers along `path` and lets `update` replace the value at its end. */
function updateAt(
  state: unknown,
  path: StatePath,
  helper: string,
  update: (current: unknown) => unknown,
): unknown {
  if (path.length === 0) return update(state);
  if (!isContainer(state)) {
    throw new StateUpdateError(`${helper}: the target is not an array or an object`);
  }
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = copyOf(state);
  writeKey(copy, key, updateAt(readKey(state, key), rest, helper, update));
  return copy;
}

/** Sets `value` at `path`; every container on the way must exist and be an array or an object. */
export function setIn<T>(state: T, payload: { path: StatePath; value: unknown }): T {
  const { path, value } = requirePayload('setIn', payload, ['path', 'value']);
  if (!isContainer(state)) throw new StateUpdateError('setIn: the target is not an array or an object');
  return updateAt(state, path as StatePath, 'setIn', () => value) as T;
}

/** Appends `value` to the array at `path`. */
export function pushIn<T>(state: T, payload: { path: StatePath; value: unknown }): T {
  const { path, value } = requirePayload('pushIn', payload, ['path', 'value']);
  return updateAt(state, path as StatePath, 'pushIn', (current) => {
    if (!Array.isArray(current)) throw new StateUpdateError('pushIn: the target is not an array');
    return [...current, value];
  }) as T;
}

/** Shallow-merges the object `value` into the object at `path`. */
export function mergeIn<T>(state: T, payload: { path: StatePath; value: Record<string, unknown> }): T {
  const { path, value } = requirePayload('mergeIn', payload, ['path', 'value']);
  if (!isContainer(value) || Array.isArray(value)) {
    throw new StateUpdateError('mergeIn: the value must be an object');
  }
  return updateAt(state, path as StatePath, 'mergeIn', (current) => {
    if (!isContainer(current) || Array.isArray(current)) {
      throw new StateUpdateError('mergeIn: the target is not an object');
    }
    return { ...current, ...value };
  }) as T;
}

/** Removes the entries of the array at `path` whose `key` equals `value` (e.g. a card by uid). */
export function removeIn<T>(state: T, payload: { path: StatePath; key: string; value: unknown }): T {
  const { path, key, value } = requirePayload('removeIn', payload, ['path', 'key', 'value']);
  if (typeof key !== 'string') throw new StateUpdateError('removeIn: "key" must be a text');
  return updateAt(state, path as StatePath, 'removeIn', (current) => {
    if (!Array.isArray(current)) throw new StateUpdateError('removeIn: the target is not an array');
    return current.filter((item) => !(isContainer(item) && readKey(item, key) === value));
  }) as T;
}
