/** The app's one jotai store, so code outside React (api hooks) reads the same settings. */
import { createStore } from 'jotai';

export const store = createStore();
