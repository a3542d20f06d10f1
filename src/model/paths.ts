/** "/listings/" and "/listings?x#y" are the route "/listings". */
export function normalizePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}
