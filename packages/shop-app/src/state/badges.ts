/** The top bar's counters (spec section 9: re-read every 3 s, at most 99 shown); reminders bump the to-do count. */
import { atom } from 'jotai';

export const todoCountAtom = atom(0);
export const unreadCountAtom = atom(0);
