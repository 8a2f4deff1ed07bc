/** Navigation for code outside React (a 401, the lock timer): the router registers itself here at start-up. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
