import './styles.css';
import React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { CoursePage } from '../features/course/course-page.js';

registerSingletonProbe('mfe_course', React, useNavigate);

// The remote's own cache: the shell shares the library but not a client.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Exposed as `mfe_course/App`: the shell mounts it for the paths ROUTE_OWNERS gives this remote. */
export default function CourseApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={ROUTES.courses} element={<CoursePage />} />
      </Routes>
    </QueryClientProvider>
  );
}
