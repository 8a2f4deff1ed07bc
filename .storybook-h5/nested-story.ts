// Marks stories rendered inside another story (the galleries), so the global decorator adds no second provider.
import { createContext } from 'react';

/** True inside a gallery: the gallery's own provider or theme scope already surrounds the story. */
export const NestedStory = createContext(false);
