import type { Flow } from '../../src/engine';

/** A tiny flow for renderer tests: a start page, a gated step, a blocked step, and a step with an unknown widget. */
export const testFlow: Flow = {
  id: 'test',
  entry: ['start'],
  notFound: 'not-found',
  messages: { 'not-found': 'Page not found', continue: 'Continue', 'please-wait': 'Please wait…', 'cart-empty': 'Please add a service ({config.customer_facing_name})', 'start-title': 'Start here', oops: 'Something went wrong' },
  sidebar: { parts: { prices: { not: { config: 'is_hiding_price_in_booking' } } } },
  steps: [
    {
      id: 'start',
      route: '/start',
      title: 'start-title',
      track: 'start_viewed',
      layout: 'page',
      widgets: [{ widget: 'heading', options: { title: 'start-title' } }, { widget: 'continueButton' }],
      on: {
        continue: { rules: [], otherwise: { id: 'go-services', to: 'services', effects: [{ track: 'started' }] } },
      },
    },
    {
      id: 'services',
      route: '/services',
      layout: 'flow',
      guards: [{ id: 'needs-vehicle', when: { not: { booking: 'hasVehicle' } }, redirect: 'vehicle', effects: [{ alert: 'oops' }] }],
      widgets: [
        { widget: 'heading', options: { title: 'services-title' } },
        { widget: 'message', when: { not: { booking: 'cartEmpty' } }, options: { message: 'services-title' } },
        { widget: 'continueButton' },
      ],
      blockers: [{ id: 'empty', when: { booking: 'cartEmpty' }, message: 'cart-empty' }],
      messages: { 'services-title': 'Pick services' },
      on: { continue: { rules: [], otherwise: { id: 'done', to: 'start', effects: [{ clearCart: true }] } } },
    },
    {
      id: 'vehicle',
      route: '/vehicle',
      widgets: [
        { widget: 'heading', options: { title: 'vehicle-title' } },
        { widget: 'message', when: { config: 'is_skipping_vehicle', equals: true }, options: { message: 'skip-note' } },
      ],
      messages: { 'vehicle-title': 'Your vehicle', 'skip-note': 'You may skip this' },
    },
    {
      id: 'broken',
      route: '/broken',
      widgets: [{ widget: 'doesNotExist' }],
    },
  ],
};
