import { describe, expect, it, vi } from 'vitest';
import {
  loadApp,
  prefetchAfterStart,
  planAttributes,
  readPlan,
  closeMenuOnNavigate,
} from '../../src/boot/deferred-start';

describe('loadApp', () => {
  it('preloads every chunk with its integrity one per task, evaluates them one per task, and the entry last', async () => {
    const steps: string[] = [];
    await loadApp(
      {
        entry: '/assets/index.js',
        deps: ['/assets/framework.js', '/assets/shared.js'],
        preload: ['/assets/home-page.js'],
        prefetch: ['/assets/tooltip-layer.js'],
        integrity: {
          '/assets/framework.js': 'sha384-f',
          '/assets/shared.js': 'sha384-s',
          '/assets/index.js': 'sha384-i',
          '/assets/home-page.js': 'sha384-h',
        },
      },
      {
        preload: (href, integrity) => steps.push(`preload ${href} ${integrity}`),
        importModule: async (href) => steps.push(`import ${href}`),
        nextTask: async () => void steps.push('next task'),
      },
    );
    expect(steps).toEqual([
      'preload /assets/framework.js sha384-f',
      'next task',
      'preload /assets/shared.js sha384-s',
      'next task',
      'preload /assets/index.js sha384-i',
      'next task',
      'preload /assets/home-page.js sha384-h',
      'next task',
      'import /assets/framework.js',
      'next task',
      'import /assets/shared.js',
      'next task',
      'import /assets/index.js',
    ]);
  });
});

describe('prefetchAfterStart', () => {
  const plan = {
    entry: '/assets/index.js',
    deps: [],
    preload: [],
    prefetch: ['/assets/tooltip-layer.js', '/assets/radix.js'],
    integrity: { '/assets/tooltip-layer.js': 'sha384-t', '/assets/radix.js': 'sha384-r' },
  };

  it('preloads what loads on intent, with its integrity, only once the browser is idle, one per task', async () => {
    const steps: string[] = [];
    let idle: (() => void) | undefined;
    prefetchAfterStart(plan, {
      preload: (href, integrity) => steps.push(`preload ${href} ${integrity}`),
      whenIdle: (then) => {
        steps.push('wait for idle');
        idle = then;
      },
      nextTask: async () => void steps.push('next task'),
    });
    expect(steps).toEqual(['wait for idle']);
    idle!();
    await vi.waitFor(() => expect(steps).toHaveLength(5));
    expect(steps).toEqual([
      'wait for idle',
      'preload /assets/tooltip-layer.js sha384-t',
      'next task',
      'preload /assets/radix.js sha384-r',
      'next task',
    ]);
  });

  it('waits for nothing when there is nothing to prefetch', () => {
    const whenIdle = vi.fn();
    prefetchAfterStart({ ...plan, prefetch: [] }, { preload: vi.fn(), whenIdle, nextTask: vi.fn() });
    expect(whenIdle).not.toHaveBeenCalled();
  });
});

describe('the plan on the boot script tag', () => {
  it('reads back what the prerender writes', () => {
    const plan = {
      entry: '/assets/index-1.js',
      deps: ['/assets/framework-2.js', '/assets/shared-3.js'],
      preload: ['/assets/home-page-4.js', '/assets/home-5.js'],
      prefetch: ['/assets/tooltip-layer-6.js', '/assets/radix-7.js'],
      integrity: {
        '/assets/index-1.js': 'sha384-abc+/=',
        '/assets/framework-2.js': 'sha384-def',
        '/assets/home-5.js': 'sha384-ghi',
      },
    };
    document.head.innerHTML = `<script type="module" src="/assets/boot.js" ${planAttributes(plan)}></script>`;
    expect(readPlan(document)).toEqual(plan);
  });

  it('reads an entry without chunks, and nothing from a page without the tag', () => {
    const bare = { entry: '/assets/i.js', deps: [], preload: [], prefetch: [], integrity: {} };
    document.head.innerHTML = `<script type="module" ${planAttributes(bare)}></script>`;
    expect(readPlan(document)).toEqual(bare);
    document.head.innerHTML = '';
    expect(readPlan(document)).toBeNull();
  });
});

describe('closeMenuOnNavigate', () => {
  function page() {
    document.body.innerHTML = `
      <div id="mobile-menu" popover="auto"><nav><a href="/#services">Services</a></nav><button>Close</button></div>
      <a id="outside" href="/#products">Products</a>`;
    const menu = document.getElementById('mobile-menu')!;
    const hidePopover = vi.fn();
    Object.assign(menu, { hidePopover });
    closeMenuOnNavigate(document);
    return { hidePopover };
  }

  it('closes the script-free menu panel when one of its links is followed', () => {
    const { hidePopover } = page();
    document
      .querySelector<HTMLAnchorElement>('#mobile-menu a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('leaves it alone for clicks elsewhere, inside the panel or out', () => {
    const { hidePopover } = page();
    document.querySelector('#mobile-menu button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document
      .getElementById('outside')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hidePopover).not.toHaveBeenCalled();
  });
});
