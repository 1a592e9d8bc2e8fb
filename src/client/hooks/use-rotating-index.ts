import { useEffect, useState } from 'react';

/**
 * 0, 1, … count − 1, 0, … advancing every `intervalMs` while `isActive`; back to 0
 * whenever it stops.
 */
export function useRotatingIndex(count: number, intervalMs: number, isActive: boolean): number {
  const [index, setIndex] = useState(0);
  const [wasActive, setWasActive] = useState(isActive);
  // Start again from the first line each time (adjusting state during render).
  if (wasActive !== isActive) {
    setWasActive(isActive);
    setIndex(0);
  }
  useEffect(() => {
    if (!isActive || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, isActive]);
  return count === 0 ? 0 : index % count;
}
