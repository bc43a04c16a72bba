"""Shared test set-up: Qt runs offscreen, never on a real display; property tests are
repeatable.

Hypothesis profiles: ``ci`` (the default, what the README command and .ci/run use)
derandomizes every property test, so a run that passed passes again on the same code
and a failure reproduces on any machine; ``explore`` draws fresh examples each run
(``HYPOTHESIS_PROFILE=explore``) for hunting new counterexamples by hand.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "ci",
    derandomize=True,
    database=None,  # two xdist workers must not share an example database
    deadline=None,  # a loaded 2-core machine makes per-example timings meaningless
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
