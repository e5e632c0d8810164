// The kit's live stream as a developer sees it, folded away at the foot of the page. It keeps the
// stream open for every kit component (they share it). It is a log to read, not to hear: the kit's
// components already announce what changed, so it is no live region (it would say it twice).
import { useCallback, useState } from 'react';
import type { LiveEvent } from 'rampkit/api';
import { useRampkitEvents } from 'rampkit';
import { useWords } from '../words';

export function LiveEvents() {
  const { say } = useWords();
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const onLiveEvent = useCallback((event: LiveEvent) => setEvents((list) => [...list.slice(-49), event]), []);
  const { mode } = useRampkitEvents({ onLiveEvent });
  return (
    <details className="acme-devtools" data-slot="live-events" data-state={mode}>
      <summary>
        <span>{say('events.title')}</span>
        <span className="acme-chip" data-mode={mode}>
          {say(`events.mode.${mode}`)}
        </span>
      </summary>
      {events.length ? (
        <ol className="acme-events">
          {events.map((e, i) => (
            <li key={i}>
              <code>
                {e.EventType} v{e.EventVersion}: {e.Status ?? say('events.updated')}
                {e.SubStatus ? ` / ${e.SubStatus}` : ''}
              </code>
            </li>
          ))}
        </ol>
      ) : (
        <p className="acme-muted">{say('events.empty')}</p>
      )}
    </details>
  );
}
