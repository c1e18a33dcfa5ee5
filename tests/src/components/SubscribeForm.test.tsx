import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { TOAST_MS } from '../../../shared/constants.ts';
import { data, graphqlError } from '../../kit/fakeGraphqlServer.ts';
import { openPage } from '../renderApp.tsx';
import { subscribeFormHarness } from './subscribeFormHarness.ts';

const { server, openForm, toast } = subscribeFormHarness();

describe('the subscribe form', () => {
  test('names its field subscriptionContent and shows no message before the field is touched', async () => {
    const { user, field } = await openForm();
    expect(field).toHaveAttribute('name', 'subscriptionContent');
    expect(field).toHaveAttribute('type', 'email');
    await user.type(field, 'not-an-email');
    expect(screen.queryByText('Enter a valid email!')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("says 'Email is required!' once the empty field is left, as the field's description and aloud", async () => {
    const { user, section, field, submit } = await openForm();
    await user.click(field);
    expect(within(section).getByRole('alert')).toBeEmptyDOMElement();
    await user.tab();
    expect(submit).toHaveFocus();
    await vi.waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('Email is required!'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email is required!');
    expect(server.requests.filter((r) => r.operationName === 'makeSubscribe')).toHaveLength(0);
  });

  test("says 'Enter a valid email!' once a wrong address is left; a right one left says nothing", async () => {
    const { user, section, field } = await openForm();
    await user.type(field, 'not-an-email');
    expect(screen.queryByText('Enter a valid email!')).not.toBeInTheDocument();
    await user.tab();
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email!'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('alert')).toHaveTextContent('Enter a valid email!');

    await user.clear(field);
    await user.type(field, 'aline@example.org');
    await user.tab();
    await vi.waitFor(() => expect(field).not.toHaveAttribute('aria-invalid', 'true'));
    expect(field).not.toHaveAccessibleDescription();
    expect(within(section).getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText('Enter a valid email!')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required!')).not.toBeInTheDocument();
  });

  test("says 'Email is required!' when the empty field is submitted, then follows the address as it is put right", async () => {
    const { user, field, submit } = await openForm();
    await user.click(submit);
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email is required!');
    await user.type(field, 'someone@nowhere');
    expect(await screen.findByText('Enter a valid email!')).toBeInTheDocument();
    expect(screen.queryByText('Email is required!')).not.toBeInTheDocument();
    await user.type(field, '.org');
    await vi.waitFor(() => expect(field).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Enter a valid email!')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.operationName === 'makeSubscribe')).toHaveLength(0);
  });

  test('submitting an empty form shows the message and sends nothing', async () => {
    const { user, submit } = await openForm();
    await user.click(submit);
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.operationName === 'makeSubscribe')).toHaveLength(0);
  });

  test('a subscription shows the success toast for 4 s and empties the form', async () => {
    server.on('makeSubscribe', ({ variables }) => {
      const { subscriptionWithEmail } = variables.input as { subscriptionWithEmail: string };
      return data({ makeSubscribe: { id: 's1', subscriptionWithEmail, date_subscribed: 1 } });
    });
    const { user, field, submit } = await openForm();
    await user.type(field, '  Aline@Example.org ');
    await user.click(submit);

    const { body, duration } = await toast('🎉 Subscribed successfully!');
    expect(body).toBeInTheDocument();
    expect(duration).toBe(`${TOAST_MS.medium}ms`);
    expect(server.requests.at(-1)).toMatchObject({
      operationName: 'makeSubscribe',
      variables: { input: { subscriptionWithEmail: 'aline@example.org' } },
    });
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByText('Email is required!')).not.toBeInTheDocument();
  });

  test("a refused subscription shows '❌ ' and the server's message for 5 s and keeps the address", async () => {
    server.on('makeSubscribe', () => graphqlError('This email is already subscribed', 'BAD_USER_INPUT'));
    const { user, field, submit } = await openForm();
    await user.type(field, 'aline@example.org');
    await user.click(submit);

    const { duration } = await toast('❌ This email is already subscribed');
    expect(duration).toBe(`${TOAST_MS.long}ms`);
    expect(field).toHaveValue('aline@example.org');
    expect(screen.queryByText('🎉 Subscribed successfully!')).not.toBeInTheDocument();
  });
});

describe('loading the form', () => {
  test('waits until the section comes near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly watched: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.watched = { callback, options, targets: [] };
          observers.push(this.watched);
        }
        observe(target: Element) {
          this.watched.targets.push(target);
        }
        disconnect() {}
      },
    );
    await openPage('/', { graphqlUrl: server.url });
    const section = screen.getByRole('region', { name: 'Get in Touch With Us' });
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    // React starts the observer in an effect, a moment after the section is drawn; other parts of
    // the page (the footer) may watch their own places too.
    const inSection = () => observers.filter((observer) => observer.targets.some((target) => section.contains(target)));
    await vi.waitFor(() => expect(inSection()).toHaveLength(1), { timeout: 15_000 });
    const watcher = inSection()[0]!;
    expect(watcher.options?.rootMargin).toMatch(/^\d+px$/);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();

    act(() => watcher.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await within(section).findByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
  });
});
