/** The parts of the top bar the layout settings panel switches (all shown by default). */
export interface TopBarShow {
  collapse: boolean;
  search: boolean;
  topMenu: boolean;
  color: boolean;
  log: boolean;
  lock: boolean;
  theme: boolean;
  fullscreen: boolean;
}
