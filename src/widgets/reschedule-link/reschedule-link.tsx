/**
 * A reschedule or proactive-scheduling link (I-08..I-14, I-16): /reschedule/{customer_id}/{sw_id}[/{new_date}]
 * and /proactive-scheduling/… (options.kind). Loads the work (M-32) for the signed-in customer (the flow's
 * I-11 guard sends visitors to /login first), then sends one event:
 * `mismatch` (another customer's work, I-12), `loaded` (change-booking mode on the schedule screen, I-10),
 * `confirmed` (the new date saved, I-13/I-16; the card reads booking.lastReschedule) or `dateUnavailable`
 * (I-14; the work is loaded so the schedule screen can offer another date).
 * Until then it shows a loading status; a missing work or a failure shows an error with a link to /account.
 */
import { useEffect, useRef, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import { ApiError } from '../../api/client';
import { useChangeBooking, useProactiveSchedule } from '../../api/scheduled-works';
import { appNow } from '../../ui/app-clock';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { rescheduleLinkSpec } from './reschedule-link.options';
import { loadWorkCommand } from '../shared/load-work-into-booking';
import { defaultLinkCalls, linkIds, resolveLink, type LinkKind } from './link-outcome';
import { LinkStatusView } from '../checkout-shared/link-status-view';

type Failure = 'notFound' | 'cannotChange' | 'error';

const FAILURE_TEXT: Record<Failure, string> = { notFound: 'link-not-found', cannotChange: 'link-cannot-change', error: 'link-error' };

export default function RescheduleLink({ options, text, values, send, dispatch }: WidgetPropsOf<typeof rescheduleLinkSpec>) {
  const kind: LinkKind = options.kind === 'proactive' ? 'proactive' : 'reschedule';
  const ids = linkIds(values.params);
  const newDate = values.params.newDate || null;
  const customer = useCustomerInfo({ enabled: values.session.signedIn && ids !== null });
  const proactive = useProactiveSchedule();
  const change = useChangeBooking();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(false);
  // The latest callbacks, for the answer of a run started by an earlier render.
  const latest = useRef({ send, dispatch, proactive: proactive.mutateAsync, change: change.mutateAsync });
  latest.current = { send, dispatch, proactive: proactive.mutateAsync, change: change.mutateAsync };
  const signedInCustomerId = customer.data?.customer.customer_id;

  useEffect(() => {
    if (started.current || ids === null || signedInCustomerId === undefined) return;
    started.current = true; // once per visit (StrictMode runs effects twice; the save must not)
    const run = async () => {
      try {
        const outcome = await resolveLink(
          { kind, ...ids, newDate, signedInCustomerId, now: appNow() },
          { ...defaultLinkCalls, proactive: (v) => latest.current.proactive(v), change: (v) => latest.current.change(v) },
        );
        const { send: sendNow, dispatch: dispatchNow } = latest.current;
        switch (outcome.type) {
          case 'mismatch':
            sendNow({ type: 'mismatch' });
            break;
          case 'cannotChange':
            setFailure('cannotChange');
            break;
          case 'loaded':
          case 'dateUnavailable':
            dispatchNow(loadWorkCommand(outcome.loaded));
            sendNow({ type: outcome.type });
            break;
          case 'confirmed':
            dispatchNow({ type: 'rescheduleConfirmed', record: outcome.record });
            sendNow({ type: 'confirmed' });
            break;
        }
      } catch (e) {
        setFailure(e instanceof ApiError && e.status === 404 ? 'notFound' : 'error');
        started.current = false;
      }
    };
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per link and attempt; the other values are read when it runs
  }, [ids?.swId, ids?.customerId, signedInCustomerId, kind, newDate, attempt]);

  const shown: Failure | null = ids === null ? 'notFound' : customer.isError ? 'error' : failure;
  if (shown === null) {
    return <LinkStatusView status="loading" message={text('link-loading')} accountLabel={text('link-account')} />;
  }
  const retry =
    shown === 'error'
      ? {
          label: text('link-retry'),
          onRetry: () => {
            setFailure(null);
            if (customer.isError) void customer.refetch();
            setAttempt((a) => a + 1);
          },
        }
      : null;
  return <LinkStatusView status="error" message={text(FAILURE_TEXT[shown])} accountLabel={text('link-account')} retry={retry} />;
}
