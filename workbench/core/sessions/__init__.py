"""Each tab's session: what the tab shows, as a plain frozen dataclass, and the named jobs it asks for.

A tab holds its session, replaces it as its widgets change, and hands it to the session's job functions
(run on the TaskController, or called directly by the command line).  No Qt here, and nothing heavy is
imported until a job runs.
"""
