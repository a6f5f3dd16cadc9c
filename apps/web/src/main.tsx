// The first code every page runs. It holds no React: a page the server drew needs none until the
// shopper uses it (decision 035), and the app's code is loaded and run only then.
import './lib/zod-jitless';
import { startAppWhenNeeded } from './app/app-start';
import { startSearchPlaceholders } from './features/search/search-placeholder';
import { whenIdleAfterLoad } from './lib/idle-after-load';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The search strip's typed suggestions run on the compositor, app or no app.
whenIdleAfterLoad(startSearchPlaceholders);

startAppWhenNeeded(container, async () => {
  const { startApp } = await import('./app/start-app');
  await startApp(container);
});
