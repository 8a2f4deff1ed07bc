/** Seconds left before something may be done again (another code sent), counting down once a second. */
import { useEffect, useState } from 'react';

export function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [left, setLeft];
}
