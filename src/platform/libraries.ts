/**
 * The libraries the app is written with (XState, TanStack Router, i18next), loaded and run as a
 * step of their own at start (src/main.tsx), between React's renderer and the app's own code:
 * evaluating all of the first load at once is one long task. Only what the app's start uses
 * anyway is named here, so this adds no code to the first load.
 */
export { createActor } from 'xstate';
export { useSelector } from '@xstate/react';
export { createRouter, RouterProvider } from '@tanstack/react-router';
export { default as i18next } from 'i18next';
export { initReactI18next, useTranslation } from 'react-i18next';
