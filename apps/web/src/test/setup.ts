import { configure } from '@testing-library/dom';

// Pages load lazily (code and texts); on a busy machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
