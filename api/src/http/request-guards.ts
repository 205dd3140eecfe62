/**
 * Path of the first string (value or key) holding U+0000 in a parsed request part, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}
