import { useEffect, useRef } from 'react';

/**
 * A scrolling log kept on its newest line as lines arrive, scrolled inside itself so the page is not pulled away from
 * the table: the live match's log and the replay's alike.
 */
export function useNewestInView(count: number) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  return list;
}
