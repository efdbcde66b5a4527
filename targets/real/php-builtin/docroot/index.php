<?php echo 'hello world!';
