// Images imported by components resolve to a file name in tests, as webpack's asset modules do.
module.exports = 'test-file-stub';
