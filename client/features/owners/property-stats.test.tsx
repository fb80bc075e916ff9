import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { Funnel, Months } from './property-stats';

afterEach(cleanup);

const PERIOD = { impressions: 400, views: 120, enquiries: 9, visits: 4, offers: 1, mediaOnline: 2 };
const MONTH = { month: '2026-10', views: 300, enquiries: 12, visits: 5, offers: 2, mediaOnline: 3 };

const stepNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.portal-bars__label')!.textContent);
const columnNames = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

/** A listing's progress steps follow its goal: offers belong to a sale, never to a rental. */
describe('the funnel and the history per month of an owner’s listing', () => {
  it.each([
    [
      'SALE',
      'From being seen to an offer, last 30 days',
      ['Seen in search results and lists', 'Page visits', 'Requests (forms)', 'Visits booked', 'Offers'],
      ['Month', 'Page visits', 'Requests', 'Visits', 'Offers', 'Media online'],
    ],
    [
      'RENT',
      'From being seen to a visit, last 30 days',
      ['Seen in search results and lists', 'Page visits', 'Requests (forms)', 'Visits booked'],
      ['Month', 'Page visits', 'Requests', 'Visits', 'Media online'],
    ],
  ])('a %s listing', (goal, heading, steps, columns) => {
    renderWithProviders(<Funnel period={PERIOD} days={30} goal={goal} />);
    expect(screen.getByRole('heading').textContent).toBe(heading);
    expect(stepNames()).toEqual(steps);
    cleanup();
    renderWithProviders(<Months months={[MONTH]} goal={goal} />);
    expect(columnNames()).toEqual(columns);
    // One cell per heading in every row.
    expect(screen.getAllByRole('row')[1].children).toHaveLength(columns.length);
  });
});
