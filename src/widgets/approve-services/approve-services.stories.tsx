import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { ApprovalChoice, ApprovalChoices } from '../../domain/validate-approval';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';
import { pendingServices } from '../../domain/validate-approval';
import { workLines } from '../work-lines/work-lines';
import { workReceipt } from '../work-lines/work-receipt';
import { workReceiptTexts } from '../work-lines/work-receipt-texts';
import { flowStoryText } from '../shared/flow-story-text';
import { approvalWork, approvedWork } from '../work-lines/work-samples';
import { ApproveServicesView, type ApprovalMode, type ApprovalTexts, type ApproveServicesViewProps } from './approve-services-view';

const receiptTexts = workReceiptTexts(flowStoryText('approve-services'));
const texts: ApprovalTexts = {
  receipt: receiptTexts,
  intro: 'Your technician recommends these additional services for this visit. Please choose Approve or Not Today for each one.',
  approve: 'Approve',
  decline: 'Not Today',
  submit: 'Submit My Choices',
  submitting: 'Submitting...',
  missing: 'Please select "Approve" or "Not Today" for each of our additional suggested services.',
  failed: 'Sorry, there was an internal error. Please contact customer support if this persists: (555) 010-0100',
  none: 'There are no services awaiting your approval.',
  blocked: 'Your technician is still inspecting your vehicle. You can approve suggested services once the health check is complete.',
  checkAgain: 'Check Again',
  report: 'View Service Report',
  newTab: '(opens in a new tab)',
  cancelled: 'This appointment was cancelled, so there are no services to approve.',
  receiptTitle: 'Your Receipt',
  subtotal: (amount) => `Subtotal of the services you approve: ${amount}`,
  subtotalLoading: 'Calculating the subtotal of the services you approve…',
  subtotalFailed: 'The subtotal of the services you approve could not be calculated right now. You can still submit your choices.',
  rateLimited: 'Too many requests right now. Please try again in a moment.',
};

const services = workLines(pendingServices(approvalWork.services)).map((l) => ({ id: l.id, name: l.name, cents: l.cents, note: l.note }));
const log = (what: string) => () => console.info(what);

type PageProps = Partial<Omit<ApproveServicesViewProps, 'form'>> & { mode: ApprovalMode; form?: Partial<ApproveServicesViewProps['form']> };

function Page({ form, ...props }: PageProps) {
  const [choices, setChoices] = useState<ApprovalChoices>(form?.choices ?? {});
  const onChoose = (id: number, c: ApprovalChoice) => setChoices((x) => ({ ...x, [String(id)]: c }));
  return (
    <ApproveServicesView
      texts={texts}
      form={{ services, choices, onChoose, onSubmit: log('submit'), submitting: false, showMissing: false, showFailed: false, idBase: 'story', subtotal: null, ...form }}
      reportUrl="https://reports.example/health-check/5002"
      onCheckAgain={log('check again')}
      receipt={workReceipt(approvalWork, {}, receiptTexts)}
      {...props}
    />
  );
}

/** L-16/L-17 (OPEN-47): two pending services, nothing chosen yet, Approve offered first. */
export const Filled: Story = () => <Page mode="form" />;

/** L-18: submitted with a service unanswered. */
export const MissingChoice: Story = () => <Page mode="form" form={{ choices: { '9012': 'approved' }, showMissing: true }} />;

/** M-48: one service approved; the subtotal is the back end's cost preview of it. */
export const WithSubtotal: Story = () => <Page mode="form" form={{ choices: { '9012': 'approved' }, subtotal: 'Subtotal of the services you approve: $189.00' }} />;

/** L-22: the approval call failed; the choices stay. */
export const Failed: Story = () => <Page mode="form" form={{ choices: { '9012': 'approved', '9013': 'rejected' }, showFailed: true }} />;

/** Submitting. */
export const Submitting: Story = () => <Page mode="form" form={{ choices: { '9012': 'approved', '9013': 'rejected' }, submitting: true }} />;

/** L-19: the health check is not complete yet (service report in use, work not finished). */
export const Blocked: Story = () => <Page mode="blocked" receipt={null} />;

/** L-21: after approving the battery and declining the wipers — nothing left to answer, the updated receipt. */
export const Empty: Story = () => <Page mode="none" form={{ services: [] }} receipt={workReceipt(approvedWork, {}, receiptTexts)} />;

/** A cancelled appointment. */
export const Cancelled: Story = () => <Page mode="cancelled" form={{ services: [] }} receipt={{ ...workReceipt(approvalWork, {}, receiptTexts), cancelled: true }} />;

/** Loading the work. */
export const Loading: Story = () => <LinkedWorkStatus status="loading" message="Loading your appointment…" accountLabel="Go to your account" />;

/** L-02: the link names another work. */
export const Error: Story = () => <LinkedWorkStatus status="error" message="Invalid URL" accountLabel="Go to your account" />;

/** A network failure, with Try again. */
export const NetworkError: Story = () => (
  <LinkedWorkStatus
    status="error"
    message="Sorry, something went wrong. Please try again."
    accountLabel="Go to your account"
    retry={{ label: 'Try again', onRetry: log('retry') }}
  />
);
