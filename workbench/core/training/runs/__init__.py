"""What is done with runs once they exist: the runs list and resuming a stopped run (``listing``), a trained
classifier loaded for predictions (``classifier``), the kept weights handed to other tools (``export``), and
the pre-trained-versus-from-scratch experiment that trains many runs (``experiment``)."""
