import type { Story } from '@ladle/react';
import { StepBar, type StepBarPhase } from './step-bar';
import { flowStoryText } from '../widgets/shared/flow-story-text';

const texts = { label: flowStoryText()('step-bar-label'), completed: flowStoryText()('step-bar-completed') };
import './chrome.css';

const phases = (done: boolean): StepBarPhase[] => [
  { id: 'services', label: 'Select Services', href: done ? '/pricing/simple' : null },
  { id: 'availability', label: 'Select Availability', href: null },
];
const navigate = (href: string) => console.info('navigate', href);

export const ServicesPhase: Story = () => <StepBar phases={phases(false)} current={0} onNavigate={navigate} texts={texts} />;
export const AvailabilityPhase: Story = () => <StepBar phases={phases(true)} current={1} onNavigate={navigate} texts={texts} />;
export const WithReferralBanner: Story = () => (
  <StepBar phases={phases(false)} current={0} onNavigate={navigate} texts={texts} referralText="REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages" />
);
export const Empty: Story = () => <StepBar phases={[]} current={0} onNavigate={navigate} texts={texts} />;
