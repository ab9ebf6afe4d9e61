import './styles.css';
import React from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { CourseQueries } from './course-queries.js';
import { CoursePage } from '../features/course/course-page.js';

registerSingletonProbe('mfe_course', React, useNavigate);

/** Exposed as `mfe_course/App`: the shell mounts it for the paths ROUTE_OWNERS gives this remote. */
export default function CourseApp() {
  return (
    <CourseQueries>
      <Routes>
        <Route path={ROUTES.courses} element={<CoursePage />} />
      </Routes>
    </CourseQueries>
  );
}
