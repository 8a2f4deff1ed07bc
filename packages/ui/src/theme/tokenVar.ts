/** How a token path becomes a CSS variable name (`--kontor-color-primary`): the contract and the run-time code share it. */
export function tokenVar(...path: string[]): `--kontor-${string}` {
  return `--kontor-${path.join('-')}`;
}
