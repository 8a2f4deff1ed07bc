// A build step of the storefront: an overlay that closes asks for its exit animations in the next frame, not in the
// commit that closes it, so closing a menu costs one style recalculation instead of two.
import type { Plugin } from 'vite';

/** react-aria's animation helpers (useEnterAnimation, useExitAnimation) in its published build. */
const ANIMATION_MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]animation\.mjs$/;

/** useExitAnimation's call of the shared helper: `$…$var$useAnimation(ref, isExiting, onExit, …)`. */
const EXIT_CALL = /\$\w+\$var\$useAnimation\(ref, isExiting, onExit,/;

/**
 * The helper with its check moved into the next animation frame. react-aria reads `element.getAnimations()` in the
 * layout effect of the commit that sets `data-exiting`; that read makes the browser compute the page's styles then
 * and there, and the frame computes them again once the rest of the commit has landed. Choosing a theme from the
 * top bar's menu closed the menu (a forced style pass of ~320 elements, 7-14 ms on a 2-core machine) before the
 * theme class reached `<html>` and the frame restyled the page once more. In the next frame the two are one pass. The
 * element keeps `data-exiting` a frame longer; an exit animation, which starts with that attribute's styles, runs as
 * before, and its end unmounts the overlay as before. A close undone before that frame cancels the check.
 */
const DEFERRED_EXIT_CHECK = `
function $kontor$useExitCheckAfterFrame(ref, isActive, onStart, onEnd) {
    let isActiveRef = (0, $5MIG0$useRef)(null);
    let start = (0, $fe16bffc7a557bf0$export$7f54fc3180508a52)(onStart);
    (0, $c4867b2f328c2698$export$e5c5a5f917a5871c)(()=>{
        if (isActive && ref.current && isActiveRef.current !== isActive) {
            isActiveRef.current = isActive;
            let element = ref.current;
            if (!('getAnimations' in element)) {
                onEnd();
                return;
            }
            let startPromise = start?.(element);
            let frame = requestAnimationFrame(()=>{
                let animations = element.getAnimations().filter((a)=>(typeof DocumentTimeline === 'undefined' || a.timeline instanceof DocumentTimeline) && a.playState === 'running');
                if (animations.length === 0 && !startPromise) {
                    onEnd();
                    return;
                }
                Promise.all([startPromise, ...animations.map((a)=>a.finished)]).then(()=>{
                    (0, $5MIG0$flushSync)(()=>{
                        onEnd();
                    });
                }).catch(()=>{});
            });
            return ()=>cancelAnimationFrame(frame);
        }
        isActiveRef.current = isActive;
    }, [ref, isActive, onEnd]);
}
`;

/** The names the replacement uses, imported by the module under these names. */
const NEEDED = ['$5MIG0$useRef', '$5MIG0$flushSync', '$fe16bffc7a557bf0$export$7f54fc3180508a52', '$c4867b2f328c2698$export$e5c5a5f917a5871c'];

export function exitCheckAfterFrame(): Plugin {
  return {
    name: 'kontor-exit-check-after-frame',
    apply: 'build',
    transform(code, id) {
      if (!ANIMATION_MODULE.test(id)) return null;
      // A react-aria update that renames or reshapes these fails the build here, to be reviewed, never half-patched.
      if (!EXIT_CALL.test(code) || NEEDED.some((name) => !code.includes(name))) this.error(`react-aria's exit animation changed: review ${id}`);
      const out = code.replace(EXIT_CALL, '$kontor$useExitCheckAfterFrame(ref, isExiting, onExit,') + DEFERRED_EXIT_CHECK;
      return { code: out, map: null };
    },
  };
}
