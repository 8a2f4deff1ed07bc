/** Path parameters of the service calls: ids and names go into a path segment encoded, never raw. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
