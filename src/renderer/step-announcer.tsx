import type { StepAnnouncement } from './use-step-arrival';

/**
 * The flow's one polite live region, visually hidden: names each step the customer arrives at. Keep it mounted
 * across steps (a region created together with its text is not announced); each announcement is a new
 * paragraph, so a title equal to the previous one is announced again.
 */
export function StepAnnouncer({ announcement }: { announcement: StepAnnouncement | null }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-step-announcer="">
      {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
    </div>
  );
}
